import { paths } from '../../../config/paths';

/** Where a protected route sent the visitor from; kept in the router's location state. */
export interface ReturnLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export interface AuthLocationState {
  from?: ReturnLocation;
}

/**
 * After signing in, a visitor returns to the page a guard sent them away from; otherwise
 * admins go to the back office and customers to their dashboard.
 */
export function destinationAfterSignIn(user: { isAdmin: boolean }, from: ReturnLocation | undefined): string {
  if (from && from.pathname !== paths.auth && from.pathname.startsWith('/') && !from.pathname.startsWith('//')) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return user.isAdmin ? paths.admin.overview : paths.dashboard;
}

/** Reads `from` out of an unknown router state without trusting its shape. */
export function returnLocationFrom(state: unknown): ReturnLocation | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const from = (state as AuthLocationState).from;
  if (typeof from !== 'object' || from === null || typeof from.pathname !== 'string') return undefined;
  return from;
}
