import { profileOperations } from '@sandbank/shared/operations/profile';
import { confirmAvatar } from '../../domain/profile/avatar';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(profileOperations, 'confirmAvatar', ({ caller, body }) => confirmAvatar(caller, body.key));
