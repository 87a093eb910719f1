import { conflict, forbidden, invalidInput, notFound } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import { ADMIN_GROUP } from '@sandbank/shared/operation';
import type { AdminUserRow, CreateUserBody, ResetPasswordBody } from '@sandbank/shared/operations/admin/users';
import { accountsOfUser, type AccountRecord } from '../../data/entities/account';
import { customersPage, updateProfile, type ProfileRecord } from '../../data/entities/profile';
import { claimUserCreation, createdUserOf, recordCreatedUser, releaseUserCreation } from '../../data/entities/user-creation-claim';
import {
  addDirectoryUser,
  endSessionsOf,
  groupsOf,
  managedUser,
  renameDirectoryUser,
  setPermanentPassword,
  type ManagedUser,
} from '../../data/user-directory';
import { newId } from '../../lib/ids';
import { recordAuditedAction } from '../audit/audited-write';
import type { Caller } from '../caller';
import { onboardCreatedCustomer } from '../onboarding/onboarding';
import { publishedProfile } from '../profile/profile-view';
import { toolkitColumns } from '../sandbox/back-office-mark';

/* Never an administrator: every rule needing a second administrator holds only while no administrator can take over another's sign-in. */

export const userExistsMessage = 'A user with this email already exists';
export const userBeingCreatedMessage = 'This user is being created by another request. Try again in a minute.';

async function toUserRow(profile: ProfileRecord, accounts: AccountRecord[]): Promise<AdminUserRow> {
  return {
    ...(await publishedProfile(profile)),
    totalBalanceCents: accounts.reduce((sum, account) => sum + account.balanceCents, 0),
    accountCount: accounts.length,
    accounts: accounts.map(({ id, type, name, number, balanceCents }) => ({ id, type, name, number, balanceCents })),
    ...toolkitColumns(profile),
  };
}

/** One small query per listed customer, 25 at most. */
export async function listCustomers(admin: Caller, query: { q?: string; cursor?: string; limit: number }) {
  const page = await customersPage(admin.userId, query);
  const rows = await Promise.all(page.items.map(async (profile) => toUserRow(profile, await accountsOfUser(profile.userId))));
  return { items: rows, nextCursor: page.nextCursor };
}

/** A password against the pool's policy is the caller's input, so a 400. */
async function withPasswordPolicy<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if ((error as Error).name === 'InvalidPasswordException') {
      throw invalidInput('Invalid Password', { 'body.password': (error as Error).message });
    }
    throw error;
  }
}

/** A taken email is a 409, unless it is the user an earlier attempt added and never finished, which is finished now. */
async function directoryEntryFor(body: CreateUserBody): Promise<{ user: ManagedUser; resumed: boolean }> {
  const added = await addDirectoryUser(body);
  if (added !== 'exists') {
    await recordCreatedUser(body.email, added.userId);
    return { user: added, resumed: false };
  }
  const existing = await managedUser(body.email);
  if (!existing || !(await isUnfinishedCreation(existing))) throw conflict(userExistsMessage);
  await renameDirectoryUser(existing, body);
  return { user: existing, resumed: true };
}

/**
 * Only the very user its creation recorded, still without a password and not an administrator: finishing anyone
 * else awaiting a first password, such as a console invite, would hand the caller a sign-in of their choosing.
 */
async function isUnfinishedCreation(user: ManagedUser): Promise<boolean> {
  if (user.status !== 'FORCE_CHANGE_PASSWORD') return false;
  if ((await createdUserOf(user.email)) !== user.userId) return false;
  return !(await groupsOf(user)).includes(ADMIN_GROUP);
}

/**
 * The permanent password comes last, so nobody can sign in until everything else is written and a retry with the
 * same email finishes what a failed attempt began. The creation claim keeps two creations from both finishing
 * the same user.
 */
export async function createCustomer(admin: Caller, body: CreateUserBody): Promise<AdminUserRow> {
  const token = newId();
  if (!(await claimUserCreation(body.email, token))) throw conflict(userBeingCreatedMessage);
  try {
    return await createClaimedCustomer(admin, body);
  } finally {
    await releaseUserCreation(body.email, token);
  }
}

async function createClaimedCustomer(admin: Caller, body: CreateUserBody): Promise<AdminUserRow> {
  const { user, resumed } = await directoryEntryFor(body);
  const details = { firstName: body.firstName, lastName: body.lastName, phone: body.phone, address: body.address };
  let profile = await onboardCreatedCustomer({ userId: user.userId, email: user.email, ...details, avatarKey: null, createdAt: new Date().toISOString() });
  if (resumed) profile = await updateProfile(user.userId, details);
  await recordAuditedAction({
    customerId: user.userId,
    actorId: admin.userId,
    action: 'user.create',
    targetType: 'user',
    targetId: user.userId,
    before: null,
    after: { email: user.email, ...details },
  });
  await withPasswordPolicy(() => setPermanentPassword(user, body.password));
  return toUserRow(profile, await accountsOfUser(user.userId));
}

/**
 * Refused (403) for the caller themselves, whose password changes only with the current one, and for any
 * administrator, whose sign-in would otherwise be the caller's to choose. Group membership is read from the pool
 * now, not from any token.
 */
export async function resetCustomerPassword(admin: Caller, userId: string, body: ResetPasswordBody) {
  const user = await managedUser(userId);
  if (!user || user.userId !== userId) throw notFound('User not found');
  if (user.userId === admin.userId) throw forbidden(apiMessages.ownPasswordReset);
  if ((await groupsOf(user)).includes(ADMIN_GROUP)) throw forbidden(apiMessages.administratorPasswordReset);
  // The pool and the table share no transaction: the audit event goes first, so a stop in between leaves an event without a
  // reset, never a reset without an event.
  await recordAuditedAction({
    customerId: userId,
    actorId: admin.userId,
    action: 'user.password.reset',
    targetType: 'user',
    targetId: userId,
    before: null,
    after: { email: user.email, sessionsEnded: true },
  });
  await withPasswordPolicy(() => setPermanentPassword(user, body.password));
  await endSessionsOf(user);
  return { userId, sessionsEnded: true };
}
