import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError, forbidden, notFound, unauthorized } from '@sandbank/shared/errors';
import type { OperationDefinition } from '@sandbank/shared/operation';
import { FAULT_HEADER, FAULT_TIMEOUT_MS, parseFault } from '@sandbank/shared/sandbox';
import { testCustomerOf } from '../../data/entities/sandbox/test-customer';
import type { Caller } from '../../domain/caller';
import { Throttled } from '../../domain/throttled';
import { header } from '../request';

/*
 * The tester's toolkit at the door of every operation (shared/src/sandbox.ts). With the toolkit
 * switched off its routes answer 404. Its operations (access `testCustomer`) are a test customer's
 * alone (403 to anyone else). A test customer's call is let in only while the customer exists (an
 * expired one's tokens are still signed, but the bank no longer knows them: 401, and nothing is
 * re-created), and a `Sandbank-Fault` header is answered here, before anything is read or written,
 * so a client's retry and timeout handling can be tested.
 */

const SANDBOX_PATH = '/api/sandbox';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * With the toolkit switched off, every one of its routes answers 404 to whoever asks: runs before
 * the access check, so a customer or an administrator learns no more than a test customer would.
 */
export async function refuseWhenToolkitOff(operation: OperationDefinition): Promise<void> {
  // Loaded only by a sandbox route's request: the settings' schema stays out of every other cold start.
  if (operation.path.startsWith(SANDBOX_PATH) && !(await import('../../lib/sandbox-settings')).sandboxEnabled()) throw notFound();
}

/** Runs after authorization (http/request.ts: a caller is signed in) and before the request is parsed. */
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
