import { ADMIN_GROUP } from '@sandbank/shared/operation';
import { directoryStanding } from '../../data/user-directory';
import { StableFacts } from '../../lib/stable-facts';

/*
 * A token's `cognito:groups` says only what was true when it was issued, so a removed administrator would keep
 * the back office for 15 minutes and a live connection for 2 hours. The pool is asked instead, at most once a
 * minute per user and function instance.
 */

export const STANDING_MAX_AGE_MS = 60_000;

const standings = new StableFacts<{ administers: boolean }>(1_000, STANDING_MAX_AGE_MS);

export async function isAdministratorNow(userId: string): Promise<boolean> {
  const standing = await standings.get(userId, async () => {
    const pool = await directoryStanding(userId);
    return { administers: pool !== null && pool.enabled && pool.groups.includes(ADMIN_GROUP) };
  });
  return standing?.administers === true;
}
