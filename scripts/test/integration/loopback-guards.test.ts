import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { acceptsConnections } from '../../local/processes';
import { cognitoClient, createUser, signIn, userPoolTargetOf } from '../../local/users';
import { rawRequest } from '@sandbank/scripts/test-harness';

/*
 * The local stack serves one developer's browser and nothing else (scripts/local/loopback-guard.ts):
 * no connection from the network, no request for another host name (DNS rebinding), nothing for a
 * page of another origin, and no IAM-only Cognito call from any page at all.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const evilOrigin = 'http://evil.example';
const servers = {
  gateway: stack.urls.gateway,
  cognito: stack.urls.cognito,
  s3: stack.urls.s3,
  ses: stack.urls.ses,
  dynamodb: stack.urls.dynamodb,
  kms: stack.urls.kms,
};
const portOf = (url: string) => Number(new URL(url).port);

/** A Cognito call as a browser page sends it (headers beyond the body are the test's). */
const cognitoCall = (target: string, body: object, headers: Record<string, string>) =>
  rawRequest(`${stack.urls.cognito}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}`, ...headers },
    body: JSON.stringify(body),
  });

let user: { email: string; password: string };

beforeAll(async () => {
  user = { email: `guard-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery' };
  await createUser(pool, user);
});

describe('the network', () => {
  it('reaches no server of the stack: each listens on 127.0.0.1 only', async () => {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry !== undefined && !entry.internal && !entry.address.startsWith('fe80'))
      .map((entry) => entry!.address);
    expect(addresses, 'this machine has a network address to try the servers on').not.toEqual([]);
    for (const address of addresses) {
      for (const [name, url] of Object.entries(servers)) {
        expect(await acceptsConnections(portOf(url), address), `${name} on ${address}`).toBe(false);
      }
    }
    for (const [name, url] of Object.entries(servers)) expect(await acceptsConnections(portOf(url), '127.0.0.1'), name).toBe(true);
  });
});

describe('DNS rebinding: a request for another host name', () => {
  it.each(Object.entries(servers))('is refused by %s with 421', async (_name, url) => {
    const response = await rawRequest(`${url}/`, { method: 'POST', headers: { host: `evil.example:${portOf(url)}` } });
    expect(response.status).toBe(421);
  });

  it('does not read the mail the SES emulator holds (codes that confirm wires)', async () => {
    const response = await rawRequest(`${stack.urls.ses}/store`, { headers: { host: `evil.example:${portOf(stack.urls.ses)}` } });
    expect(response.status).toBe(421);
    expect(response.body).not.toContain('emails');
    expect((await rawRequest(`${stack.urls.ses}/store`)).status).toBe(200);
  });

  it('gets no answer from the API even with a valid token', async () => {
    const { accessToken } = await signIn(pool, user.email, user.password);
    const url = `${stack.urls.gateway}/api/me`;
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await rawRequest(url, { headers: { ...headers, host: `evil.example:${portOf(url)}` } })).status).toBe(421);
    expect((await rawRequest(url, { headers: { ...headers, host: `localhost:${portOf(url) + 1}` } })).status).toBe(421);
    expect((await rawRequest(url, { headers })).status).toBe(200);
  });
});

describe('a page of another origin', () => {
  it.each(Object.entries(servers))('is refused by %s, CORS preflight included, with no Access-Control-Allow-Origin', async (_name, url) => {
    const preflight = await rawRequest(`${url}/`, {
      method: 'OPTIONS',
      headers: { origin: evilOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const request = await rawRequest(`${url}/`, { method: 'POST', headers: { origin: evilOrigin, 'content-type': 'text/plain' }, body: '{}' });
    expect(request.status).toBe(403);
  });

  it('cannot read or write the table through DynamoDB Local', async () => {
    const listTables = (headers: Record<string, string>) =>
      rawRequest(`${stack.urls.dynamodb}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'DynamoDB_20120810.ListTables',
          authorization: 'AWS4-HMAC-SHA256 Credential=S3RVER/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
          ...headers,
        },
        body: '{}',
      });
    const fromPage = await listTables({ origin: evilOrigin });
    expect(fromPage.status).toBe(403);
    expect(fromPage.body).not.toContain(stack.tableName);
    // The same call without an Origin (the SDK of the handlers) is answered.
    expect((await listTables({})).body).toContain(stack.tableName);
  });

  it('may not upload to the S3 emulator, while the app’s own origin may, with a POST only', async () => {
    const preflight = (origin: string, method: string) =>
      rawRequest(`${stack.urls.s3}/sandbank-avatars`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method } });
    expect((await preflight(evilOrigin, 'POST')).status).toBe(403);
    const own = await preflight(stack.appOrigin, 'POST');
    expect(own.status).toBe(200);
    // s3rver answers an allowed origin with `*` (docs/local-stack.md); S3 itself names the origin.
    expect(own.headers['access-control-allow-origin']).toBeDefined();
    // The bucket's CORS rule is the stack's (infra/lib/avatar-storage.ts): no PUT, no DELETE from a page.
    expect((await preflight(stack.appOrigin, 'PUT')).status).toBe(403);
    expect((await preflight(stack.appOrigin, 'DELETE')).status).toBe(403);
  });
});

describe('the Cognito emulator and web pages', () => {
  const iamOnlyCalls = (username: string): [string, object][] => [
    ['AdminAddUserToGroup', { UserPoolId: stack.userPoolId, Username: username, GroupName: 'admin' }],
    ['AdminCreateUser', { UserPoolId: stack.userPoolId, Username: `made-by-a-page-${randomBytes(3).toString('hex')}@example.com` }],
    ['AdminSetUserPassword', { UserPoolId: stack.userPoolId, Username: username, Password: 'taken over by a page', Permanent: true }],
    ['AdminUserGlobalSignOut', { UserPoolId: stack.userPoolId, Username: username }],
    ['ListUsers', { UserPoolId: stack.userPoolId }],
    ['CreateUserPool', { PoolName: 'from-a-page' }],
    ['CreateGroup', { UserPoolId: stack.userPoolId, GroupName: 'from-a-page' }],
  ];

  it.each([
    ['a page of another origin', { origin: evilOrigin }],
    ['a page of the app’s own origin', { origin: stack.appOrigin }],
    ['a request through the app’s proxy', { origin: stack.appOrigin, 'x-forwarded-for': '127.0.0.1' }],
    ['a proxied request without an Origin', { 'x-forwarded-for': '127.0.0.1' }],
  ])('refuses %s every call that needs AWS credentials, and nothing changes', async (_case, headers) => {
    for (const [target, body] of iamOnlyCalls(user.email)) {
      const response = await cognitoCall(target, body, headers);
      expect(response.status, target).toBe(403);
    }
    const client = cognitoClient(pool);
    try {
      const { Groups = [] } = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: stack.userPoolId, Username: user.email }));
      expect(Groups.map((group) => group.GroupName)).not.toContain('admin');
    } finally {
      client.destroy();
    }
    await expect(signIn(pool, user.email, user.password)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('answers the sign-in calls of the app’s pages, through its proxy', async () => {
    const response = await cognitoCall(
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.userPoolClientId, AuthParameters: { USERNAME: user.email, PASSWORD: user.password } },
      { origin: stack.appOrigin, 'x-forwarded-for': '127.0.0.1' },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ AuthenticationResult: { AccessToken: expect.any(String) } });
  });

  it('refuses CORS preflights from every origin, the app’s too: its pages call it through their own origin', async () => {
    for (const origin of [evilOrigin, stack.appOrigin]) {
      const response = await rawRequest(`${stack.urls.cognito}/`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' },
      });
      expect(response.status, origin).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
