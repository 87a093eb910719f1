import { describe, expect, it } from 'vitest';
import { adminOverviewOperations, conflict, profileOperations, transactionOperations, transferOperations, unauthorized } from '@sandbank/shared';
import { createHandler, handleOperation } from './create-handler';
import { createIdempotentHandler } from './create-idempotent-handler';
import { MAX_BODY_BYTES } from './request';
import { handler as health } from '../handlers/public/health';
import { apiEvent } from '../../test/support/api-event';

const customer = { sub: 'user-1' };
const admin = { sub: 'admin-1', 'cognito:groups': '[admin]' };
const validProfile = {
  userId: 'user-1',
  email: 'a@b.c',
  firstName: 'A',
  lastName: 'B',
  phone: null,
  address: null,
  avatarUrl: null,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const parse = (result: unknown) => {
  const response = result as { statusCode: number; body: string };
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, any> };
};

describe('createHandler', () => {
  const updateMe = createHandler(profileOperations, 'updateMe', async ({ body }) => ({ ...validProfile, ...body }));

  it('parses the body with the operation schema and answers with the response schema', async () => {
    const response = parse(
      await updateMe(apiEvent({ claims: customer, body: JSON.stringify({ firstName: 'Ada', lastName: 'L', phone: '' }) })),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Ada', lastName: 'L', phone: null });
  });

  it('answers 401 without claims on a customer operation', async () => {
    const response = parse(await updateMe(apiEvent({ body: '{}' })));
    expect(response).toEqual({ status: 401, body: { error: { code: 'unauthorized', message: 'Sign-in required' } } });
  });

  it('answers 401 for the claims of an ID token, even an administrator’s, and runs nothing', async () => {
    let ran = false;
    const getMe = createHandler(profileOperations, 'getMe', async () => {
      ran = true;
      return validProfile;
    });
    const response = parse(await getMe(apiEvent({ claims: { ...admin, token_use: 'id' } })));
    expect(response).toEqual({ status: 401, body: { error: { code: 'unauthorized', message: 'Sign-in required' } } });
    expect(ran).toBe(false);
  });

  it.each([
    ['malformed JSON', '{"firstName":', 'Request body is not valid JSON'],
    ['a missing body', '', 'A JSON request body is required'],
    ['an unknown field', JSON.stringify({ firstName: 'A', lastName: 'B', role: 'admin' }), 'Invalid body'],
    ['a wrong type', JSON.stringify({ firstName: 7, lastName: 'B' }), 'Invalid body'],
  ])('answers 400 for %s', async (_, body, message) => {
    const response = parse(await updateMe(apiEvent({ claims: customer, body })));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_input');
    expect(response.body.error.message).toContain(message);
  });

  it('names the failing fields', async () => {
    const response = parse(await updateMe(apiEvent({ claims: customer, body: JSON.stringify({ firstName: '', lastName: 'B' }) })));
    expect(response.body.error.fields).toEqual({ 'body.firstName': 'First name is required' });
  });

  it('answers 413 for a body over 64 KB', async () => {
    const body = JSON.stringify({ firstName: 'A', lastName: 'B', address: 'x'.repeat(MAX_BODY_BYTES) });
    expect(parse(await updateMe(apiEvent({ claims: customer, body }))).status).toBe(413);
  });

  it('answers 415 for a body that is not JSON by content type', async () => {
    const response = await updateMe(
      apiEvent({ claims: customer, body: '{}', headers: { 'Content-Type': 'text/plain' } }),
    );
    expect(parse(response).status).toBe(415);
  });

  it('decodes base64 bodies', async () => {
    const body = Buffer.from(JSON.stringify({ firstName: 'Ada', lastName: 'L' })).toString('base64');
    expect(parse(await updateMe(apiEvent({ claims: customer, body, isBase64Encoded: true }))).status).toBe(200);
  });

  it('validates path parameters', async () => {
    const getTransaction = createHandler(transactionOperations, 'getMyTransaction', async () => {
      throw new Error('must not be reached');
    });
    const response = parse(await getTransaction(apiEvent({ claims: customer, pathParameters: { transactionId: '../x' } })));
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty('path.transactionId');
  });

  it('maps domain errors to their status', async () => {
    const failing = createHandler(profileOperations, 'getMe', async () => {
      throw conflict('Wrong state');
    });
    expect(parse(await failing(apiEvent({ claims: customer })))).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'Wrong state' } },
    });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const failing = createHandler(profileOperations, 'getMe', async () => {
      throw new Error('secret detail');
    });
    const response = parse(await failing(apiEvent({ claims: customer })));
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('secret detail');
  });

  it('strips fields the response schema does not declare', async () => {
    const leaky = createHandler(profileOperations, 'getMe', async () => ({ ...validProfile, pk: 'USER#user-1' }) as typeof validProfile);
    expect(parse(await leaky(apiEvent({ claims: admin }))).body).not.toHaveProperty('pk');
  });

  it('applies query defaults and rejects unknown query parameters', async () => {
    const list = createHandler(transactionOperations, 'listMyTransactions', async ({ query }) => ({ items: [], nextCursor: query.cursor ?? null }));
    expect(parse(await list(apiEvent({ claims: customer }))).status).toBe(200);
    expect(parse(await list(apiEvent({ claims: customer, queryStringParameters: { limit: '0' } }))).status).toBe(400);
    expect(parse(await list(apiEvent({ claims: customer, queryStringParameters: { evil: '1' } }))).status).toBe(400);
  });

  it('keeps money-moving operations to the idempotent wrapper, which refuses a request without a key', async () => {
    const notReached = async (): Promise<never> => {
      throw new Error('must not be reached');
    };
    // @ts-expect-error: a money-moving operation cannot be wrapped without its idempotency plumbing.
    createHandler(transferOperations, 'createInternalTransfer', notReached);
    // @ts-expect-error: nor can an operation that moves no money get it.
    createIdempotentHandler(profileOperations, 'updateMe', notReached);

    const transfer = createIdempotentHandler(transferOperations, 'createInternalTransfer', notReached);
    const body = JSON.stringify({ fromAccountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', toEmail: 'b@example.test', amountCents: 100 });
    const response = parse(await transfer(apiEvent({ claims: customer, body })));
    expect(response).toEqual({ status: 400, body: { error: { code: 'invalid_input', message: 'The Idempotency-Key header is required' } } });
  });
});

describe('the CloudFront origin check', () => {
  const getMe = createHandler(profileOperations, 'getMe', async () => validProfile);
  const withSecrets = async <T>(secrets: string | undefined, run: () => Promise<T>): Promise<T> => {
    const previous = process.env.ORIGIN_VERIFY_SECRETS;
    if (secrets === undefined) delete process.env.ORIGIN_VERIFY_SECRETS;
    else process.env.ORIGIN_VERIFY_SECRETS = secrets;
    try {
      return await run();
    } finally {
      if (previous === undefined) delete process.env.ORIGIN_VERIFY_SECRETS;
      else process.env.ORIGIN_VERIFY_SECRETS = previous;
    }
  };
  const refused = { status: 403, body: { error: { code: 'forbidden', message: 'Requests reach this API only through its website' } } };

  it('refuses a deployed API request without the header, or with a wrong one, before anything else', async () => {
    await withSecrets('s3cret-current', async () => {
      expect(parse(await getMe(apiEvent({ claims: customer })))).toEqual(refused);
      expect(parse(await getMe(apiEvent({ claims: customer, headers: { 'x-origin-verify': 's3cret-curren' } })))).toEqual(refused);
      expect(parse(await getMe(apiEvent({ claims: customer, headers: { 'x-origin-verify': '' } })))).toEqual(refused);
      // Even an anonymous request: the header is checked before the caller.
      expect(parse(await getMe(apiEvent({})))).toEqual(refused);
      expect(parse(await health(apiEvent({})))).toEqual(refused);
    });
  });

  it('answers a request that came through CloudFront, with either value while the secret rotates', async () => {
    await withSecrets('s3cret-current', async () => {
      expect(parse(await getMe(apiEvent({ claims: customer, headers: { 'X-Origin-Verify': 's3cret-current' } }))).status).toBe(200);
      expect(parse(await health(apiEvent({ headers: { 'x-origin-verify': 's3cret-current' } }))).status).toBe(200);
    });
    await withSecrets('s3cret-new,s3cret-old', async () => {
      for (const value of ['s3cret-new', 's3cret-old']) {
        expect(parse(await getMe(apiEvent({ claims: customer, headers: { 'x-origin-verify': value } }))).status, value).toBe(200);
      }
      expect(parse(await getMe(apiEvent({ claims: customer, headers: { 'x-origin-verify': 's3cret-new,s3cret-old' } })))).toEqual(refused);
    });
  });

  it('checks nothing where the deployment sets no secret: the local gateway is the only way in', async () => {
    await withSecrets(undefined, async () => {
      expect(parse(await getMe(apiEvent({ claims: customer }))).status).toBe(200);
      expect(parse(await health(apiEvent({}))).status).toBe(200);
    });
  });
});

describe('the check of an administrator’s standing', () => {
  const getAdminStats = adminOverviewOperations.getAdminStats;

  it('must come with every admin operation: its handler is never made without it', () => {
    expect(() => handleOperation('getAdminStats', getAdminStats, async () => ({}) as never)).toThrow(
      'getAdminStats is an admin operation: make its handler with create-admin-handler.ts',
    );
  });

  it('runs after the claims are checked, and its refusal is the answer', async () => {
    const asked: string[] = [];
    let ran = false;
    const handler = handleOperation(
      'getAdminStats',
      getAdminStats,
      async () => {
        ran = true;
        return {} as never;
      },
      async (caller) => {
        asked.push(caller.userId);
        throw unauthorized('This session has been signed out. Sign in again.');
      },
    );
    expect(parse(await handler(apiEvent({ claims: customer }))).status).toBe(403);
    expect(parse(await handler(apiEvent({ claims: admin }))).body.error.code).toBe('mfa_required');
    expect(asked).toEqual([]);
    expect(parse(await handler(apiEvent({ claims: { ...admin, 'sandbank:mfa': 'true' } })))).toEqual({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'This session has been signed out. Sign in again.' } },
    });
    expect(asked).toEqual(['admin-1']);
    expect(ran).toBe(false);
  });
});
