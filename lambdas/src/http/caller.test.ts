import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { callerFromEvent, parseGroups } from './caller';
import { apiEvent } from '../../test/support/api-event';

describe('parseGroups', () => {
  it.each([
    // API Gateway's form of an array claim: the items joined by spaces, in brackets.
    ['[admin]', ['admin']],
    ['[admin support]', ['admin', 'support']],
    ['[]', []],
    // A group name may contain a comma; it is still one group.
    ['[admin,support]', ['admin,support']],
    ['[ops,eu admin]', ['ops,eu', 'admin']],
    // A JSON array, as a direct invocation may pass it.
    ['["admin","support"]', ['admin', 'support']],
    ['["admin", "support"]', ['admin', 'support']],
    ['["ops,eu"]', ['ops,eu']],
    ['admin', ['admin']],
    ['', []],
    [undefined, []],
    [42, []],
  ])('reads %j', (value, groups) => {
    expect(parseGroups(value)).toEqual(groups);
  });

  it('accepts a real array', () => {
    expect(parseGroups(['admin'])).toEqual(['admin']);
  });
});

describe('callerFromEvent', () => {
  it('takes the caller from the authorizer claims', () => {
    const caller = callerFromEvent(
      apiEvent({ claims: { sub: 'user-1', username: 'user-1-name', 'cognito:groups': '[admin]' } }),
    );
    expect(caller).toEqual({ userId: 'user-1', username: 'user-1-name', isAdmin: true, isTestCustomer: false, signedInWithMfa: false });
  });

  it('says the session signed in with a code only when the access token carries the MFA claim', () => {
    const claims = { sub: 'user-1', 'cognito:groups': '[admin]' };
    expect(callerFromEvent(apiEvent({ claims: { ...claims, 'sandbank:mfa': 'true' } }))?.signedInWithMfa).toBe(true);
    expect(callerFromEvent(apiEvent({ claims: { ...claims, 'sandbank:mfa': 'false' } }))?.signedInWithMfa).toBe(false);
    expect(callerFromEvent(apiEvent({ claims }))?.signedInWithMfa).toBe(false);
  });

  it('reads when the session ends from the token’s exp, as API Gateway passes it (a string)', () => {
    expect(callerFromEvent(apiEvent({ claims: { sub: 'user-1', exp: '1800000000' } }))?.sessionExpiresAt).toBe(1_800_000_000);
    expect(callerFromEvent(apiEvent({ claims: { sub: 'user-1', exp: 'soon' } }))).not.toHaveProperty('sessionExpiresAt');
  });

  it('treats a group that merely contains the word as not admin', () => {
    expect(callerFromEvent(apiEvent({ claims: { sub: 'u', 'cognito:groups': '[administrators]' } }))?.isAdmin).toBe(false);
  });

  it('returns null without claims', () => {
    expect(callerFromEvent(apiEvent({}))).toBeNull();
  });

  it('returns null for the claims of an ID token, or of a token that does not say what it is', () => {
    expect(callerFromEvent(apiEvent({ claims: { sub: 'user-1', token_use: 'id', 'cognito:groups': '[admin]' } }))).toBeNull();
    const event = apiEvent({});
    const unlabelled = { ...event, requestContext: { ...event.requestContext, authorizer: { jwt: { claims: { sub: 'user-1' }, scopes: [] } } } };
    expect(callerFromEvent(unlabelled as APIGatewayProxyEventV2)).toBeNull();
  });
});
