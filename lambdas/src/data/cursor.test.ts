import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@sandbank/shared';
import type { CursorScope } from './cursor';

// The cursor key comes from KMS in the bank; any fixed key shows what the signature binds.
vi.mock('./request-keys', () => ({ deriveKey: async () => Buffer.alloc(32, 7) }));

const { openCursor, sealCursor } = await import('./cursor');

const shape = { sk: /^TX#[0-9A-Z]{26}$/ };
const position = { sk: 'TX#01JABCDEFGHJKMNPQRSTVWXYZ0' };
const scope: CursorScope = { listing: 'transactions', callerId: 'user-1', query: { q: 'rent', type: undefined } };

const refused = async (cursor: string, otherScope = scope) => {
  const error = await openCursor(cursor, otherScope, shape).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).toBody()).toEqual({ error: { code: 'invalid_input', message: 'Invalid cursor', fields: { 'query.cursor': 'Invalid cursor' } } });
};

describe('signed cursors', () => {
  it('open to the position they were sealed with, for the same caller, listing and filters', async () => {
    const cursor = await sealCursor(position, scope);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await openCursor(cursor, { ...scope, query: { q: 'rent' } }, shape)).toEqual(position);
  });

  it("refuses another caller's cursor, another listing's and another query's", async () => {
    const cursor = await sealCursor(position, scope);
    await refused(cursor, { ...scope, callerId: 'user-2' });
    await refused(cursor, { ...scope, listing: 'audit' });
    await refused(cursor, { ...scope, query: { q: 'rent', type: 'deposit' } });
  });

  it('refuses a cursor whose position was changed, and one made up without the key', async () => {
    const bytes = Buffer.from(await sealCursor(position, scope), 'base64url');
    const altered = Buffer.from(bytes.toString('latin1').replace('TX#01J', 'TX#01K'), 'latin1');
    await refused(altered.toString('base64url'));
    const forged = Buffer.concat([Buffer.alloc(16), Buffer.from(JSON.stringify(position))]);
    await refused(forged.toString('base64url'));
    await refused(Buffer.from(JSON.stringify(position)).toString('base64url'));
  });

  it.each(['x', 'AAAA', Buffer.from('not json at all, long enough to pass the MAC length').toString('base64url')])(
    'refuses garbage: %s',
    async (cursor) => {
      await refused(cursor);
    },
  );

  it('refuses a signed position of the wrong shape', async () => {
    await refused(await sealCursor({ sk: 'PROFILE' }, scope));
    await refused(await sealCursor({ pk: 'USER#other', sk: position.sk }, scope));
  });
});
