import { updateMyProfile } from '../domain/users/profile';
import { createHandler } from '../lib/http';

export const handler = createHandler('updateMe', ({ caller, body }) => updateMyProfile(caller, body));
