import { describe, expect, it } from 'vitest';
import { operations } from '@sandbank/shared/operations';
import { curlSnippet, playwrightSnippet, snippetPaths } from './snippets';

const settings = { origin: 'https://bank.example', userPoolClientId: 'client-123', cognitoEndpoint: 'https://cognito-idp.eu-west-1.amazonaws.com/' };

describe('the three-step snippets', () => {
  it('call the operations the table declares', () => {
    expect(snippetPaths.createTestCustomer).toBe(operations.createTestCustomer.path);
    expect(operations.createTestCustomer.method).toBe('POST');
    expect(snippetPaths.listMyAccounts).toBe(operations.listMyAccounts.path);
    expect(operations.listMyAccounts.method).toBe('GET');
  });

  it("name this deployment's address, app client and sign-in endpoint", () => {
    for (const snippet of [curlSnippet(settings), playwrightSnippet(settings)]) {
      expect(snippet).toContain('https://bank.example');
      expect(snippet).toContain('client-123');
      expect(snippet).toContain('https://cognito-idp.eu-west-1.amazonaws.com/');
      expect(snippet).toContain('USER_PASSWORD_AUTH');
      expect(snippet).toContain('AWSCognitoIdentityProviderService.InitiateAuth');
    }
  });

  it('send a sign-in body that is valid JSON once the shell has filled it in', () => {
    const body = /-d "(\{\\"AuthFlow.*\})"/.exec(curlSnippet(settings))?.[1];
    expect(body).toBeDefined();
    const filled = body!.replaceAll('\\"', '"').replace('$EMAIL', 'a@example.com').replace('$PASSWORD', 'secret');
    expect(JSON.parse(filled)).toEqual({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'client-123', AuthParameters: { USERNAME: 'a@example.com', PASSWORD: 'secret' } });
  });
});
