import { describe, expect, it } from 'vitest';
import { ApiError } from '@sandbank/shared';
import { decodeCursor, encodeCursor } from '../../src/data/cursor';

const pattern = /^TX#[0-9A-Z]{26}$/;

describe('cursors', () => {
  it('round-trips a sort key', () => {
    const sortKey = 'TX#01JABCDEFGHJKMNPQRSTVWXYZ0';
    expect(decodeCursor(encodeCursor(sortKey), pattern)).toBe(sortKey);
  });

  it.each([
    Buffer.from('not json').toString('base64url'),
    encodeCursor('PROFILE'),
    Buffer.from(JSON.stringify({ pk: 'USER#other', sk: 'TX#x' })).toString('base64url'),
  ])('rejects a cursor that does not hold an entry key: %s', (cursor) => {
    expect(() => decodeCursor(cursor, pattern)).toThrow(ApiError);
  });
});
