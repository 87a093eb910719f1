import type { adminUserOperations } from '@sandbank/shared';
import { access } from '../access';
import type { AreaGrants } from '../area-grants';
import { audited, onboarding } from '../features';

export const adminUserGrants = {
  // Profiles from the listing index, each customer's accounts; signs its cursors and the URLs of
  // the customers' pictures.
  listUsers: { reads: ['profile.allUsers', 'account'], uses: ['requestKey:derive', 'avatars:read'] },
  // Holds the email's creation claim while it adds the user to the pool (or finishes one an
  // earlier attempt left without a password), onboards them with the administrator's details,
  // audits it and sets the password.
  createUser: access(onboarding, audited, {
    writes: ['profile', 'userCreationClaim'],
    directory: ['AdminCreateUser', 'AdminGetUser', 'AdminUpdateUserAttributes', 'AdminSetUserPassword'],
  }),
  // A new permanent password and the end of every session, audited.
  resetUserPassword: access(audited, { directory: ['AdminGetUser', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'] }),
} as const satisfies AreaGrants<typeof adminUserOperations>;
