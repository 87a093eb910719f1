import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError, forbidden, notFound, unauthorized } from '@sandbank/shared/errors';
import type { OperationDefinition } from '@sandbank/shared/operation';
import { FAULT_HEADER, FAULT_TIMEOUT_MS, parseFault } from '@sandbank/shared/sandbox';
import { testCustomerOf } from '../../data/entities/sandbox/test-customer';
import type { Caller } from '../../domain/caller';
import { Throttled } from '../../domain/throttled';
import { header } from '../request';

/*
 * An expired test customer's tokens are still signed, so a call is let in only while the customer exists (401
 * otherwise, nothing re-created). A `Sandbank-Fault` header is answered before anything is read or written, so a
 * client's retry and timeout handling can be tested.
 */

const SANDBOX_PATH = '/api/sandbox';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs before the access check, so a customer or administrator learns no more than a test customer would. */
export async function refuseWhenToolkitOff(operation: OperationDefinition): Promise<void> {
  // Loaded only by a sandbox route's request, so the settings' schema stays out of every other cold start.
  if (operation.path.startsWith(SANDBOX_PATH) && !(await import('../../lib/sandbox-settings')).sandboxEnabled()) throw notFound();
}

export async function passSandboxGate(operation: OperationDefinition, caller: Caller | null, event: APIGatewayProxyEventV2): Promise<void> {
  if (operation.access === 'testCustomer' && !caller?.isTestCustomer) throw forbidden('Only test customers can use the sandbox');
  if (!caller?.isTestCustomer) return;
  // Refused from the moment the expiry job starts removing the customer, not only once it is gone.
  const record = await testCustomerOf(caller.userId);
  if (!record || record.expiringSince !== undefined) throw unauthorized('This test customer has expired');
  const asked = header(event, FAULT_HEADER.toLowerCase());
  if (asked !== null) await answerFault(asked);
}

async function answerFault(value: string): Promise<void> {
  const fault = parseFault(value);
  if ('invalid' in fault) throw new HttpError('invalid_input', fault.invalid);
  if (fault.kind === 'latency') return sleep(fault.ms);
  if (fault.kind === 'timeout') {
    await sleep(FAULT_TIMEOUT_MS);
    throw new HttpError('gateway_timeout', `${FAULT_HEADER}: timeout`);
  }
  if (fault.status === 429) throw new Throttled(`${FAULT_HEADER}: 429`, 1);
  throw new HttpError(fault.status === 503 ? 'unavailable' : 'internal', `${FAULT_HEADER}: ${fault.status}`);
}
