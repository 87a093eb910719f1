import { userPartition, type ItemKey } from '../table';

const SORT_PREFIX = 'WIRE#';
export const wireKey = (userId: string, wireId: string): ItemKey => ({ pk: userPartition(userId), sk: `${SORT_PREFIX}${wireId}` });

/** gsi3 sort key of a request awaiting its code: its expiry time, so the expiry job reads the lapsed ones first. */
export const awaitingSortKey = (codeExpiresAt: string, wireId: string) => `EXPIRES#${codeExpiresAt}#${wireId}`;
