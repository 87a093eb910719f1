import { profileOperations } from '@sandbank/shared/operations/profile';
import { updateMyProfile } from '../../domain/profile/my-profile';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(profileOperations, 'updateMe', ({ caller, body }) => updateMyProfile(caller, body));
