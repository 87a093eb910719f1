import { profileOperations } from '@sandbank/shared/operations/profile';
import { removeAvatar } from '../../domain/profile/avatar';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(profileOperations, 'removeAvatar', ({ caller }) => removeAvatar(caller));
