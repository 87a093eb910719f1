import { countPostingHour, postingHourKey, postingHoursBetween } from '../../../src/data/entities/posting-hour';
import { tableName } from '../../../src/data/table';
import { transactWrite } from '../../../src/data/transact';
import { hourReadUntil } from '../../../src/domain/back-office/approval-threshold';

const HOUR_MS = 60 * 60 * 1000;

/** Every hour the account's back-office postings were counted in, whoever made them. */
export const postingHoursOf = (accountId: string) => postingHoursBetween(accountId, '2000-01-01T00:00:00.000Z', '2999-12-31T23:00:00.000Z');

/**
 * Moves the account's counted postings back by `hours`, as if they had been made that long ago:
 * how the tests reach "a day later" without waiting. Each hour's item moves to the earlier hour
 * (its key and its TTL) with its total unchanged, the way time passing would leave it; oldest
 * first (key order), so an hour never lands on one that has yet to move.
 */
export async function agePostingHours(accountId: string, hours: number): Promise<void> {
  for (const hour of await postingHoursOf(accountId)) {
    const hourStart = new Date(Date.parse(hour.hourStart) - hours * HOUR_MS).toISOString();
    const earlier = { accountId, makerId: hour.makerId, hourStart, expiresAt: hourReadUntil(hourStart) };
    await transactWrite([{ Delete: { TableName: tableName(), Key: postingHourKey(hour) } }, countPostingHour(earlier, hour.postedCents)]);
  }
}
