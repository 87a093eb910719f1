import { profileOperations } from '@sandbank/shared/operations/profile';
import { requestAvatarUpload } from '../../domain/profile/avatar-upload';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(profileOperations, 'requestAvatarUpload', ({ caller, body }) => requestAvatarUpload(caller, body));
