import type { adminUserOperations } from '@sandbank/shared';
import { access } from '../access';
import type { AreaGrants } from '../area-grants';
import { audited, onboarding } from '../features';

export const adminUserGrants = {
  // Profiles from the listing index, each customer's accounts; signs its cursors and the URLs of
  // the customers' pictures.
  listUsers: { reads: ['profile.allUsers', 'account'], uses: ['requestKey:derive', 'avatars:read'] },
  // Holds the email's creation claim while it adds the user to the pool and records which user it
  // added (or finishes the one an earlier attempt recorded and left without a password, after
  // checking it is in no admin group), onboards them with the administrator's details, audits it
  // and sets the password.
  createUser: access(onboarding, audited, {
    reads: ['userCreationRecord'],
    writes: ['profile', 'userCreationClaim', 'userCreationRecord'],
    directory: ['AdminCreateUser', 'AdminGetUser', 'AdminListGroupsForUser', 'AdminUpdateUserAttributes', 'AdminSetUserPassword'],
  }),
  // Refuses an administrator target (its groups read from the pool), then audits, sets a new
  // permanent password and ends every session.
  resetUserPassword: access(audited, { directory: ['AdminGetUser', 'AdminListGroupsForUser', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'] }),
  // Reads the pool's admin group a page at a time (no table item); signs its cursors.
  listAdministrators: { directory: ['ListUsersInGroup'], uses: ['requestKey:derive'] },
} as const satisfies AreaGrants<typeof adminUserOperations>;
