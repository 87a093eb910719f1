import * as z from 'zod/mini';
import { AccountType } from '../../../schemas/account';
import { Cursor, Id, IsoDateTime, optionalTextField, page, requiredName, UserId, UserIdParams } from '../../../schemas/common';
import { Email, Password } from '../../../schemas/credentials';
import { BackOfficeSearchQuery, BackOfficeSearchText } from '../../../schemas/search';
import { defineOperations } from '../../operation';

/** One of a listed customer's accounts, enough to choose it in a dialog. */
export const UserAccountSummary = z.object({
  id: Id,
  type: AccountType,
  name: z.string(),
  number: z.string(),
  balanceCents: z.int(),
});

export const AdminUserRow = z.object({
  userId: UserId,
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  totalBalanceCents: z.int(),
  accountCount: z.int(),
  /** The customer's accounts, primary checking first. */
  accounts: z.array(UserAccountSummary),
  /** A short-lived URL of the customer's picture, or null. */
  avatarUrl: z.nullable(z.string()),
  createdAt: IsoDateTime,
  /** A customer the tester's toolkit created (POST /api/sandbox/customers): when it expires; null for everyone else. */
  testCustomer: z.nullable(z.object({ expiresAt: IsoDateTime })),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

/** A customer an administrator creates: the same rules as sign-up, plus the optional contact fields. */
export const CreateUserBody = z.strictObject({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  email: Email,
  password: Password,
  phone: optionalTextField(30),
  address: optionalTextField(200),
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const ResetPasswordBody = z.strictObject({ password: Password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const PasswordReset = z.object({ userId: UserId, sessionsEnded: z.boolean() });

/** The most administrators one request reads from the user pool: ListUsersInGroup's largest page. */
export const ADMINISTRATORS_PAGE_MAX = 60;

/** `?q=&cursor=&limit=`: administrators whose name or email contains `q` (case-insensitive). */
export const ListAdministratorsQuery = z.strictObject({
  q: z.optional(BackOfficeSearchText),
  cursor: z.optional(Cursor),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMINISTRATORS_PAGE_MAX)), ADMINISTRATORS_PAGE_MAX),
});

/** A member of the user pool's admin group, whether or not they ever opened the customer site. */
export const AdministratorRow = z.object({
  userId: UserId,
  email: z.string(),
  /** First and last name as the pool holds them, or null when it holds neither. */
  name: z.nullable(z.string()),
});
export type AdministratorRow = z.infer<typeof AdministratorRow>;

/** Customers, as the back office finds, creates and helps them; and the administrators, as the audit log names them. */
export const adminUserOperations = defineOperations({
  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Customers newest first, searched by email, first or last name (case-insensitive substring), with their balances',
    query: BackOfficeSearchQuery,
    response: page(AdminUserRow),
    rateLimit: { category: 'search', whenQuery: 'q' },
  },
  createUser: {
    method: 'POST',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Create a customer who can sign in at once with the given password (audited, without the password)',
    body: CreateUserBody,
    response: AdminUserRow,
    successStatus: 201,
    rateLimit: { category: 'backOffice' },
  },
  resetUserPassword: {
    method: 'POST',
    path: '/api/admin/users/{userId}/password',
    access: 'admin',
    summary: "Set a customer's permanent password and end their sessions (audited, without the password)",
    params: UserIdParams,
    body: ResetPasswordBody,
    response: PasswordReset,
    rateLimit: { category: 'backOffice' },
  },
  listAdministrators: {
    method: 'GET',
    path: '/api/admin/administrators',
    access: 'admin',
    summary:
      "The user pool's administrators (its admin group), customer profile or not, a pool page of at most 60 per request, searched by email, first or last name (case-insensitive substring)",
    query: ListAdministratorsQuery,
    response: page(AdministratorRow),
    rateLimit: { category: 'search', whenQuery: 'q' },
  },
});
