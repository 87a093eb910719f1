import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, apiError, json } from '../../test/components/api';
import { renderPageHook, signIn } from '../../test/components/render';
import { api } from '../../lib/api-client';
import { sampleTransaction } from '../../test/sample-transaction';
import { useSubmission } from './use-submission';

const accountId = '01HZX3J7Q5N8W2K4M6P9R0T1VB';
const transfer = (amountCents: number) => ({ fromAccountId: accountId, toEmail: 'friend@example.com', amountCents, note: null });
const transferResult = {
  transferId: '01HZX3J7Q5N8W2K4M6P9R0T1VC',
  transaction: { ...sampleTransaction, type: 'transfer', amountCents: -1_000, transferId: '01HZX3J7Q5N8W2K4M6P9R0T1VC' },
};

beforeAll(() => signIn());

/**
 * A form's submissions of internal transfers, through the real client: the server answers each
 * attempt in turn with `outcomes`; `keys` are the Idempotency-Keys the attempts carried.
 */
function submissions(outcomes: (() => Response)[]) {
  const keys: (string | null)[] = [];
  answer('createInternalTransfer', (request) => {
    keys.push(request.headers.get('Idempotency-Key'));
    const next = outcomes[keys.length - 1];
    if (!next) throw new Error('an attempt more than the test expects');
    return next();
  });
  const { result } = renderPageHook(() =>
    useSubmission({
      send: (body: ReturnType<typeof transfer>, idempotencyKey) => api('createInternalTransfer', { body, idempotencyKey }),
      failureToast: () => null,
    }),
  );
  const attempt = (body: ReturnType<typeof transfer>) => result.current.submit(body).then(
    () => 'ok',
    () => 'failed',
  );
  return { keys, attempt };
}

const ok = () => json(transferResult, 201);
const unreachable = () => HttpResponse.error();
const unavailable = () => apiError(503, 'unavailable', 'Please try again');
const tooMany = () => apiError(429, 'rate_limited', 'Too many requests');
const refused = () => apiError(409, 'insufficient_funds', 'Insufficient balance');

describe('the Idempotency-Key of a submission', () => {
  it.each([
    ['no answer arrived', unreachable],
    ['the server was unavailable', unavailable],
    ['the server asked to slow down', tooMany],
  ])('is reused when the same input is sent again after %s', async (_, firstOutcome) => {
    const { keys, attempt } = submissions([firstOutcome, ok]);
    expect(await attempt(transfer(1_000))).toBe('failed');
    expect(await attempt(transfer(1_000))).toBe('ok');
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('is new for changed input, even after an unanswered attempt', async () => {
    const { keys, attempt } = submissions([unreachable, ok]);
    await attempt(transfer(1_000));
    await attempt(transfer(2_000));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is new after a success, for the same input sent again', async () => {
    const { keys, attempt } = submissions([ok, ok]);
    expect(await attempt(transfer(1_000))).toBe('ok');
    expect(await attempt(transfer(1_000))).toBe('ok');
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is new after a definite refusal, for the same input sent again', async () => {
    const { keys, attempt } = submissions([refused, ok]);
    expect(await attempt(transfer(1_000))).toBe('failed');
    expect(await attempt(transfer(1_000))).toBe('ok');
    expect(keys[1]).not.toBe(keys[0]);
  });
});
