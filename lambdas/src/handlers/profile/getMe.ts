import { profileOperations } from '@sandbank/shared/operations/profile';
import { getMyProfile } from '../../domain/profile/my-profile';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(profileOperations, 'getMe', ({ caller }) => getMyProfile(caller));
