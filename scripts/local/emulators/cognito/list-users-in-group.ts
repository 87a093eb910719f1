import { InvalidParameterError, type Route } from './cognito-local';

/*
 * ListUsersInGroup a page at a time, as a user pool answers it: cognito-local returns every member
 * of the group at once and ignores `Limit` and `NextToken`; a user pool returns at most `Limit`
 * members (60 at most, 60 when absent) with a `NextToken` while more remain, and goes on from that
 * token. The members keep cognito-local's order (the order they joined the group). The token is
 * opaque to callers, as Cognito's is; here it holds the position of the next member.
 */

/** The largest page a user pool answers, and its page when `Limit` is absent. */
export const USERS_IN_GROUP_PAGE_MAX = 60;

interface ListUsersInGroupRequest {
  Limit?: unknown;
  NextToken?: unknown;
  [field: string]: unknown;
}

const TOKEN_PREFIX = 'members:';

const tokenFor = (position: number) => Buffer.from(`${TOKEN_PREFIX}${position}`, 'utf8').toString('base64url');

function positionOf(token: unknown): number {
  const text = typeof token === 'string' ? Buffer.from(token, 'base64url').toString('utf8') : '';
  const position = text.startsWith(TOKEN_PREFIX) ? Number(text.slice(TOKEN_PREFIX.length)) : Number.NaN;
  if (!Number.isInteger(position) || position < 1 || tokenFor(position) !== token) throw new InvalidParameterError('Invalid pagination token');
  return position;
}

function limitOf(limit: unknown): number {
  if (limit === undefined) return USERS_IN_GROUP_PAGE_MAX;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > USERS_IN_GROUP_PAGE_MAX) {
    throw new InvalidParameterError(`1 validation error detected: Value '${String(limit)}' at 'limit' failed to satisfy constraint: Member must have value between 1 and ${USERS_IN_GROUP_PAGE_MAX}`);
  }
  return limit;
}

/** `ListUsersInGroup`: cognito-local's members (it checks the pool and the group), one page of them. */
export const listUsersInGroup =
  (own: Route): Route =>
  async (ctx, request: ListUsersInGroupRequest) => {
    const { Limit, NextToken, ...rest } = request;
    const limit = limitOf(Limit);
    const start = NextToken === undefined ? 0 : positionOf(NextToken);
    const answer = (await own(ctx, rest)) as { Users?: unknown[] };
    const members = answer.Users ?? [];
    const end = start + limit;
    return { Users: members.slice(start, end), ...(end < members.length ? { NextToken: tokenFor(end) } : {}) };
  };
