import { getMyProfile } from '../domain/users/profile';
import { createHandler } from '../lib/http';

export const handler = createHandler('getMe', ({ caller }) => getMyProfile(caller));
