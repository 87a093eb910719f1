import type { SignInSettings } from './toolkit-settings';

/*
 * The developers page's "start a test in three steps" as code to copy: create a test customer,
 * sign in for an access token (Cognito InitiateAuth, USER_PASSWORD_AUTH), call the API. Written
 * for this deployment: its address, its app client and where it signs in come from `/config.json`.
 */

export interface SnippetSettings extends SignInSettings {
  /** The web app's origin, which also serves `/api`. */
  origin: string;
}

/** The paths the snippets call (the operation table's createTestCustomer and listMyAccounts). */
export const snippetPaths = { createTestCustomer: '/api/sandbox/customers', listMyAccounts: '/api/accounts' } as const;

/** A shell script with curl and jq. */
export function curlSnippet({ origin, userPoolClientId, cognitoEndpoint }: SnippetSettings): string {
  return `BANK=${origin}

# 1. Create a test customer (no sign-in needed); its password is shown only in this answer
curl -s -X POST "$BANK${snippetPaths.createTestCustomer}" \\
  -H 'Content-Type: application/json' \\
  -d '{"scenario":"new","ttlMinutes":60}' > customer.json
EMAIL=$(jq -r .email customer.json)
PASSWORD=$(jq -r .password customer.json)

# 2. Sign in for an access token (Cognito InitiateAuth, USER_PASSWORD_AUTH)
TOKEN=$(curl -s -X POST '${cognitoEndpoint}' \\
  -H 'Content-Type: application/x-amz-json-1.1' \\
  -H 'X-Amz-Target: AWSCognitoIdentityProviderService.InitiateAuth' \\
  -d "{\\"AuthFlow\\":\\"USER_PASSWORD_AUTH\\",\\"ClientId\\":\\"${userPoolClientId}\\",\\"AuthParameters\\":{\\"USERNAME\\":\\"$EMAIL\\",\\"PASSWORD\\":\\"$PASSWORD\\"}}" \\
  | jq -r .AuthenticationResult.AccessToken)

# 3. Call the API as that customer
curl -s "$BANK${snippetPaths.listMyAccounts}" -H "Authorization: Bearer $TOKEN"
`;
}

/** A Playwright test (TypeScript): the same three steps through its request API, then the app's own sign-in form. */
export function playwrightSnippet({ origin, userPoolClientId, cognitoEndpoint }: SnippetSettings): string {
  return `import { expect, test } from '@playwright/test';

const BANK = '${origin}';

test('a new test customer has its accounts', async ({ page, request }) => {
  // 1. Create a test customer (no sign-in needed)
  const created = await request.post(\`\${BANK}${snippetPaths.createTestCustomer}\`, { data: { scenario: 'new', ttlMinutes: 60 } });
  expect(created.status()).toBe(201);
  const { email, password } = await created.json();

  // 2. Sign in for an access token (Cognito InitiateAuth, USER_PASSWORD_AUTH)
  const signIn = await request.post('${cognitoEndpoint}', {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: '${userPoolClientId}', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const token = (await signIn.json()).AuthenticationResult.AccessToken;

  // 3. Call the API as that customer
  const accounts = await request.get(\`\${BANK}${snippetPaths.listMyAccounts}\`, { headers: { Authorization: \`Bearer \${token}\` } });
  expect(accounts.ok()).toBe(true);

  // The same customer in the browser, through the sign-in form's test ids
  await page.goto(\`\${BANK}/auth\`);
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('account-card-checking')).toBeVisible();
});
`;
}
