import { invalidInput } from '@sandbank/shared/errors';

/**
 * Cursors carry only the sort key of the last item returned; the partition key always comes
 * from the caller, so a crafted cursor can never reach another customer's partition.
 */
export function encodeCursor(sortKey: string): string {
  return Buffer.from(JSON.stringify({ sk: sortKey }), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, sortKeyPattern: RegExp): string {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { sk?: unknown };
    if (typeof decoded.sk === 'string' && sortKeyPattern.test(decoded.sk)) return decoded.sk;
  } catch {
    // fall through to the error below
  }
  throw invalidInput('Invalid cursor', { 'query.cursor': 'Invalid cursor' });
}
