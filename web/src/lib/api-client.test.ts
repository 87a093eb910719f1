import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Shared from '@sandbank/shared';
import * as z from 'zod/mini';
import { sampleTransaction } from '../test/sample-transaction';

vi.mock('./auth-actions', () => ({ getAccessToken: vi.fn(async () => 'access-token') }));

// The real table, plus one money-moving row: none exists yet, and the client must handle them.
vi.mock('@sandbank/shared', async (importOriginal) => {
  const shared = await importOriginal<typeof Shared>();
  return {
    ...shared,
    operations: {
      ...shared.operations,
      moveMoneyForTest: {
        method: 'POST',
        path: '/api/test/{accountId}/moves',
        access: 'customer',
        summary: 'test only',
        params: z.strictObject({ accountId: z.string() }),
        body: z.strictObject({ amountCents: z.number() }),
        response: z.object({ ok: z.boolean() }),
        idempotent: true,
      },
    },
  };
});

const { api, apiFile, ApiRequestError, filenameFromContentDisposition } = await import('./api-client');
const { getAccessToken } = await import('./auth-actions');

const transaction = { ...sampleTransaction, amountCents: 1250, description: 'Sample' };

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const lastRequest = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };

  it('fills the path from the operation table and sends the access token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, transaction));
    const result = await api('getMyTransaction', { params: { transactionId: transaction.id } });
    expect(result.amountCents).toBe(1250);
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`/api/transactions/${transaction.id}`);
    expect(init.method).toBe('GET');
    expect(headers.Authorization).toBe('Bearer access-token');
    expect(headers['Idempotency-Key']).toBeUndefined();
  });

  it('writes only the query values that are set', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: [], nextCursor: null }));
    await api('listMyTransactions', { query: { type: 'fee', limit: 5, cursor: undefined } });
    expect(lastRequest().url).toBe('/api/transactions?type=fee&limit=5');
  });

  it('sends no token to public operations', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: 'ok', time: '2025-06-30T12:00:00.000Z' }));
    await api('health');
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });

  it('refuses to call a protected operation without a session', async () => {
    vi.mocked(getAccessToken).mockResolvedValueOnce(null);
    await expect(api('getMe')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives money-moving calls an Idempotency-Key: a fresh UUID, or the one supplied', async () => {
    const call = (idempotencyKey?: string) =>
      api('moveMoneyForTest' as 'getMe', {
        params: { accountId: 'a/b' },
        body: { amountCents: 5 },
        ...(idempotencyKey ? { idempotencyKey } : {}),
      } as never);
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await call();
    const first = lastRequest();
    expect(first.url).toBe('/api/test/a%2Fb/moves');
    expect(first.init.body).toBe('{"amountCents":5}');
    expect(first.headers['Content-Type']).toBe('application/json');
    expect(first.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await call('retry-key-123');
    expect(lastRequest().headers['Idempotency-Key']).toBe('retry-key-123');
  });

  it('turns our error body into an ApiRequestError with status, code, message and fields', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: { code: 'invalid_input', message: 'Bad input', fields: { 'query.limit': 'Too big' } } }),
    );
    const error = await api('listMyTransactions').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_input', message: 'Bad input', fields: { 'query.limit': 'Too big' } });
  });

  it("turns the authorizer's { message } body into an ApiRequestError", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Unauthorized' }));
    await expect(api('getMe')).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'Unauthorized' });
  });

  it('copes with a body that is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('getMe')).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('rejects a response that does not match the operation schema', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { items: 'not a list' }));
    await expect(api('listMyAccounts')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reports an unreachable API as a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api('getMe')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('downloads a file operation: path and query from the table, bearer token, body and suggested name', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('Account,Checking\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="statement-CHK0001-2025-06.csv"' },
      }),
    );
    const file = await apiFile('getAccountStatement', { params: { accountId: transaction.accountId }, query: { month: '2025-06', format: 'csv' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe(`/api/accounts/${transaction.accountId}/statement?month=2025-06&format=csv`);
    expect(init.method).toBe('GET');
    expect(headers.Authorization).toBe('Bearer access-token');
    expect(headers.Accept).toMatch(/^text\/csv/);
    expect(file.filename).toBe('statement-CHK0001-2025-06.csv');
    expect(await file.blob.text()).toBe('Account,Checking\r\n');
  });

  it('downloads a PDF as bytes, asking for every file the operation can answer', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe2, 0x00]);
    fetchMock.mockResolvedValueOnce(
      new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="statement-CHK0001-2025-06.pdf"' } }),
    );
    const file = await apiFile('getAccountStatement', { params: { accountId: transaction.accountId }, query: { month: '2025-06', format: 'pdf' } });
    expect(lastRequest().url).toBe(`/api/accounts/${transaction.accountId}/statement?month=2025-06&format=pdf`);
    expect(lastRequest().headers.Accept).toBe('text/csv, application/pdf, application/json;q=0.5');
    expect(file.filename).toBe('statement-CHK0001-2025-06.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it('turns a refused file download into an ApiRequestError', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: { code: 'not_found', message: 'Account not found' } }));
    await expect(
      apiFile('getAccountStatement', { params: { accountId: transaction.accountId }, query: { month: '2025-06', format: 'csv' } }),
    ).rejects.toMatchObject({ status: 404, message: 'Account not found' });
  });

  it('reads a 202 with the accepted schema of the operation: a large posting sent for approval', async () => {
    const request = {
      id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      status: 'pending',
      kind: 'adjustment',
      accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAW',
      accountName: 'Everyday Checking',
      accountNumber: 'CHK0000000001',
      holder: null,
      type: 'adjustment',
      direction: 'credit',
      amountCents: 1_000_000,
      note: 'Goodwill',
      makerId: 'd2f1c0de-0000-4000-8000-000000000002',
      maker: null,
      createdAt: '2026-11-26T20:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      rejectionReason: null,
      transactionId: null,
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(202, request));
    const sent = await api('adjustAccountBalance', {
      params: { accountId: request.accountId },
      body: { direction: 'credit', amountCents: 1_000_000, reason: 'Goodwill' },
    });
    // Without a reason (a 202 remembered for a replay before requests carried one) it waited for its amount alone.
    expect(sent).toEqual({ ...request, approvalReason: 'amount', rollingTotalCents: null });
    const split = { ...request, amountCents: 400_000, approvalReason: 'accountTotal', rollingTotalCents: 600_000 };
    fetchMock.mockResolvedValueOnce(jsonResponse(202, split));
    expect(await api('adjustAccountBalance', { params: { accountId: request.accountId }, body: { direction: 'credit', amountCents: 400_000, reason: 'Goodwill' } })).toEqual(split);
    // A 201 must still be a posting: a posting request there does not pass.
    fetchMock.mockResolvedValueOnce(jsonResponse(201, request));
    await expect(api('adjustAccountBalance', { params: { accountId: request.accountId }, body: { direction: 'credit', amountCents: 1, reason: 'x' } })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});

describe('filenameFromContentDisposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(filenameFromContentDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameFromContentDisposition('attachment; filename=plain.csv; size=3')).toBe('plain.csv');
    expect(filenameFromContentDisposition("attachment; filename=\"fallback.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
  });

  it('is null without a name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
  });
});
