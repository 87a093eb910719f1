import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { directoryStanding } from '../../data/user-directory';
import { StableFacts } from '../../lib/stable-facts';

/*
 * Whether someone is an administrator now, as the user pool says: an access token's
 * `cognito:groups` says only what was true when it was issued, so an administrator removed from the
 * group (or disabled, or deleted) would keep the back office for the token's 15 minutes, and a live
 * connection for its 2 hours. The pool is asked instead, at most once a minute per user and
 * function instance (the answer may be that old, never older).
 */

/** How long a function instance trusts what the pool last said about someone's standing. */
export const STANDING_MAX_AGE_MS = 60_000;

const standings = new StableFacts<{ administers: boolean }>(1_000, STANDING_MAX_AGE_MS);

/** True when the pool has the user enabled and in the `admin` group (read at most STANDING_MAX_AGE_MS ago here). */
export async function isAdministratorNow(userId: string): Promise<boolean> {
  const standing = await standings.get(userId, async () => {
    const pool = await directoryStanding(userId);
    return { administers: pool !== null && pool.enabled && pool.groups.includes(ADMIN_GROUP) };
  });
  return standing?.administers === true;
}
