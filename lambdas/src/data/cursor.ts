import { createHmac, timingSafeEqual } from 'node:crypto';
import { stableJson } from '../lib/stable-json';
import { deriveKey } from './request-keys';
import { invalidCursor } from './table';

/*
 * A cursor carries a MAC over its position, the listing, the caller and the filters, so a made-up, altered,
 * someone else's or another query's cursor is refused with 400 before DynamoDB sees it. The partition key still
 * comes from the caller, never from the cursor.
 */

export interface CursorScope {
  listing: string;
  callerId: string;
  /** Undefined values are left out. */
  query: Record<string, unknown>;
}

export type CursorPosition = Record<string, string>;

const MAC_BYTES = 16;

async function macOf(scope: CursorScope, positionText: string): Promise<Buffer> {
  const key = await deriveKey('cursor');
  const signed = `${stableJson({ listing: scope.listing, callerId: scope.callerId, query: scope.query })}\n${positionText}`;
  return createHmac('sha256', key).update(signed, 'utf8').digest().subarray(0, MAC_BYTES);
}

export async function sealCursor(position: CursorPosition, scope: CursorScope): Promise<string> {
  const positionText = stableJson(position);
  const mac = await macOf(scope, positionText);
  return Buffer.concat([mac, Buffer.from(positionText, 'utf8')]).toString('base64url');
}

const isPosition = (value: unknown): value is CursorPosition =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((attribute) => typeof attribute === 'string');

/** Anything but a cursor this listing gave this caller for these filters is a 400. */
export async function openCursor<Name extends string>(cursor: string, scope: CursorScope, shape: Record<Name, RegExp>): Promise<Record<Name, string>> {
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length <= MAC_BYTES) throw invalidCursor();
  const positionText = bytes.subarray(MAC_BYTES).toString('utf8');
  const expected = await macOf(scope, positionText);
  if (!timingSafeEqual(bytes.subarray(0, MAC_BYTES), expected)) throw invalidCursor();
  let position: unknown;
  try {
    position = JSON.parse(positionText);
  } catch {
    throw invalidCursor();
  }
  // A signed cursor was made here, so this holds; checked anyway, in case a key ever leaks.
  if (!isPosition(position)) throw invalidCursor();
  const names = Object.keys(shape) as Name[];
  if (Object.keys(position).length !== names.length || !names.every((name) => shape[name].test(position[name] ?? ''))) {
    throw invalidCursor();
  }
  return position as Record<Name, string>;
}
