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

/*
 * Customers as the back office sees them: found in the listing of profiles with their balances,
 * created with a password they sign in with at once, and given a new password when they lose theirs.
 * Never an administrator: every rule that needs a second administrator (no deciding one's own wire,
 * no posting to one's own account) holds only while no administrator can take over another's sign-in.
 */

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

/**
 * A page of customers, newest first, searched by email or name. Each row adds the customer's
 * accounts: one query of at most a few items per listed customer, and a page has at most 25.
 */
export async function listCustomers(admin: Caller, query: { q?: string; cursor?: string; limit: number }) {
  const page = await customersPage(admin.userId, query);
  const rows = await Promise.all(page.items.map(async (profile) => toUserRow(profile, await accountsOfUser(profile.userId))));
  return { items: rows, nextCursor: page.nextCursor };
}

/** Cognito refuses a password against the pool's policy: the caller's input, so a 400. */
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

/**
 * The user pool entry of a new customer. A taken email is a 409 — unless it is the user an earlier
 * attempt added but never gave a password (it stopped half-way): that one is finished now.
 */
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
 * Whether a pool user holding the email is one this back office added and never finished: still
 * without a password, the very user (by `sub`) its creation recorded, and no administrator.
 * Anyone else waiting for a first password — a user invited from the AWS console, an
 * administrator among them — is not the back office's to give one: finishing them would hand the
 * caller a sign-in of their choosing. A creation that stopped between the pool and the record
 * leaves a user this refuses too; the safe side (an operator removes that user from the pool).
 */
async function isUnfinishedCreation(user: ManagedUser): Promise<boolean> {
  if (user.status !== 'FORCE_CHANGE_PASSWORD') return false;
  if ((await createdUserOf(user.email)) !== user.userId) return false;
  return !(await groupsOf(user)).includes(ADMIN_GROUP);
}

/**
 * Creates a customer: the user pool entry, the profile and sandbox accounts, the audit event
 * (without the password), and last the permanent password — until then nobody can sign in as
 * them, and a retry with the same email finishes what a failed attempt began. One request at a
 * time per email (its creation claim), so two creations never both finish the same user.
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
 * Gives a customer a new permanent password: the old one stops working at once, and every
 * session they have is ended (their refresh tokens are revoked). Audited without the password.
 * Refused (403) for the caller themselves — their own password changes only with the current one,
 * from their profile — and for any administrator, whose sign-in would otherwise be the caller's to
 * choose. Group membership is read from the pool now, not from any token.
 */
export async function resetCustomerPassword(admin: Caller, userId: string, body: ResetPasswordBody) {
  const user = await managedUser(userId);
  if (!user || user.userId !== userId) throw notFound('User not found');
  if (user.userId === admin.userId) throw forbidden(apiMessages.ownPasswordReset);
  if ((await groupsOf(user)).includes(ADMIN_GROUP)) throw forbidden(apiMessages.administratorPasswordReset);
  // The audit event comes first: the user pool and the table share no transaction, so one of the
  // two is written before the other, and a stop in between must leave an event without a reset
  // (the trail says more than happened), never a reset without an event. If it cannot be
  // recorded, this throws before any password is set.
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
