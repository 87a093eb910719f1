import { expect, test } from './support/test';
import { startPreviewServer, type WebServer } from '../../scripts/local/web-server';
import { rawRequest, testStack } from '@sandbank/scripts/test-harness';
import { appUrl, createTestUser } from './support/browser';

/*
 * The web app's origin as the browser meets it locally: the Vite server answers only its own
 * host and origin, and it is the one way a page reaches the Cognito emulator — for the calls of
 * a sign-in page only, answered as a user pool answers them. (Every emulator's own guard:
 * scripts/test/integration/loopback-guards.test.ts; what the dev server serves:
 * scripts/test/integration/web-server-files.test.ts.)
 */

// Read when a test runs: Playwright also loads this file to list its tests, before the stack has started.
const webPort = () => Number(new URL(appUrl('/')).port);
const evilOrigin = 'http://evil.example';

/** A Cognito call through the app's origin; by default as the app's own page sends it (with its Origin). */
const cognitoThroughApp = (target: string, body: object, headers: Record<string, string> = { origin: testStack().appOrigin }) =>
  rawRequest(appUrl('/cognito'), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });

test.describe('the web app’s origin', () => {
  test('answers only requests for its own host and port (DNS rebinding gets 421)', async () => {
    for (const host of [`evil.example:${webPort()}`, `localhost:${webPort() + 1}`, 'localhost']) {
      expect((await rawRequest(appUrl('/'), { headers: { host } })).status, host).toBe(421);
      expect((await rawRequest(appUrl('/api/health'), { headers: { host } })).status, host).toBe(421);
    }
    expect((await rawRequest(appUrl('/'))).status).toBe(200);
    expect((await rawRequest(appUrl('/api/health'), { headers: { host: `127.0.0.1:${webPort()}` } })).status).toBe(200);
  });

  test('refuses a page of another origin, its CORS preflights included', async () => {
    const preflight = await rawRequest(appUrl('/api/me'), { method: 'OPTIONS', headers: { origin: evilOrigin, 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect((await rawRequest(appUrl('/api/health'), { headers: { origin: evilOrigin } })).status).toBe(403);
    expect((await cognitoThroughApp('InitiateAuth', {}, { origin: evilOrigin })).status).toBe(403);
  });

  test('tells the app to reach Cognito through it', async () => {
    const config = JSON.parse((await rawRequest(appUrl('/config.json'))).body) as { cognitoEndpoint: string };
    expect(config.cognitoEndpoint).toBe(appUrl('/cognito'));
  });

  test('passes a sign-in page’s calls to the Cognito emulator, and refuses every call that needs AWS credentials', async () => {
    const user = await createTestUser({ label: 'app-origin' });
    const signIn = await cognitoThroughApp('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: testStack().userPoolClientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    });
    expect(signIn.status).toBe(200);

    for (const [target, body] of [
      ['AdminAddUserToGroup', { UserPoolId: testStack().userPoolId, Username: user.email, GroupName: 'admin' }],
      ['AdminSetUserPassword', { UserPoolId: testStack().userPoolId, Username: user.email, Password: 'taken over', Permanent: true }],
      ['ListUsers', { UserPoolId: testStack().userPoolId }],
    ] as const) {
      expect((await cognitoThroughApp(target, body)).status, target).toBe(403);
      // Even without an Origin header: the app's proxy marks what it forwards (X-Forwarded-For).
      expect((await cognitoThroughApp(target, body, {})).status, target).toBe(403);
    }
  });

  test('passes a password reset without the code ForgotPassword sent, and the pool sets no password with it', async () => {
    const user = await createTestUser({ label: 'app-origin-reset' });
    const takeover = { ClientId: testStack().userPoolClientId, Username: user.email, Password: 'the attacker passphrase' };
    const withoutCode = await cognitoThroughApp('ConfirmForgotPassword', takeover);
    expect(withoutCode.status).toBe(400);
    expect(JSON.parse(withoutCode.body).__type).toBe('InvalidParameterException');
    const madeUpCode = await cognitoThroughApp('ConfirmForgotPassword', { ...takeover, ConfirmationCode: '123456' });
    expect(madeUpCode.status).toBe(400);
    expect(JSON.parse(madeUpCode.body).__type).toBe('CodeMismatchException');
    const signIn = (password: string) =>
      cognitoThroughApp('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: testStack().userPoolClientId, AuthParameters: { USERNAME: user.email, PASSWORD: password } });
    expect((await signIn('the attacker passphrase')).status).toBe(400);
    expect((await signIn(user.password)).status).toBe(200);
  });
});

test.describe('the preview server (npm run bench:web)', () => {
  // Beside the dev server of this tier; it serves web/dist when built, and guards and proxies either way.
  const previewPort = () => webPort() + 50;
  const previewUrl = (path: string) => `http://localhost:${previewPort()}${path}`;
  let preview: WebServer;

  test.beforeAll(async () => {
    preview = await startPreviewServer({ port: previewPort(), gatewayUrl: testStack().urls.gateway, cognitoUrl: testStack().urls.cognito, quiet: true });
  });
  test.afterAll(() => preview?.stop());

  test('has the same guard and the same proxies as the dev server', async () => {
    expect((await rawRequest(previewUrl('/api/health'), { headers: { host: `evil.example:${previewPort()}` } })).status).toBe(421);
    expect((await rawRequest(previewUrl('/api/health'), { headers: { origin: evilOrigin } })).status).toBe(403);
    expect((await rawRequest(previewUrl('/api/health'))).status).toBe(200);
    const listUsers = await rawRequest(previewUrl('/cognito'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' },
      body: JSON.stringify({ UserPoolId: testStack().userPoolId }),
    });
    expect(listUsers.status).toBe(403);
  });
});
