import * as z from 'zod/mini';
import { Cursor, Limit, page } from '../../schemas/common';
import { Wire, WireIdParams } from '../../schemas/wire';
import { ConfirmWireBody, CreateWireBody } from '../../schemas/wire-request';
import { defineOperations } from '../operation';

export const WirePage = page(Wire);
export type WirePage = z.infer<typeof WirePage>;

export const ListMyWiresQuery = z.strictObject({
  cursor: z.optional(Cursor),
  limit: z._default(Limit, 20),
});

/**
 * The caller's wire transfers: a request is created awaiting a code emailed to the caller; the
 * right code places the hold (amount and fee as pending entries) for the back office to decide.
 */
export const wireOperations = defineOperations({
  createWire: {
    method: 'POST',
    path: '/api/wires',
    access: 'customer',
    summary: 'Create a wire request (no money moves yet) and email its 6-digit confirmation code',
    body: CreateWireBody,
    response: Wire,
    successStatus: 201,
    // Moves no money, but a retry must not create a second request or send a second email.
    idempotent: true,
    // Each request sends an email: counted like a transfer.
    rateLimit: { category: 'moneyMovement' },
  },
  listMyWires: {
    method: 'GET',
    path: '/api/wires',
    access: 'customer',
    summary: "The caller's wire requests, newest first, cursor-paginated",
    query: ListMyWiresQuery,
    response: WirePage,
  },
  getMyWire: {
    method: 'GET',
    path: '/api/wires/{wireId}',
    access: 'customer',
    summary: "One of the caller's wire requests (never its code)",
    params: WireIdParams,
    response: Wire,
  },
  confirmWire: {
    method: 'POST',
    path: '/api/wires/{wireId}/confirm',
    access: 'customer',
    summary: 'Confirm a wire with its emailed code: holds the amount and the fee as pending entries until the back office decides',
    params: WireIdParams,
    body: ConfirmWireBody,
    response: Wire,
    idempotent: true,
    rateLimit: { category: 'moneyMovement' },
  },
  resendWireCode: {
    method: 'POST',
    path: '/api/wires/{wireId}/resend-code',
    access: 'customer',
    summary: 'Email a new confirmation code (at most once a minute); the previous code stops working',
    params: WireIdParams,
    response: Wire,
    rateLimit: { category: 'moneyMovement' },
  },
});
