import { describe, expect, it } from 'vitest';
import { browserCallRefusal } from './browser-calls';

const target = (name: string) => `AWSCognitoIdentityProviderService.${name}`;
const appPage = { origin: 'http://localhost:5173' };
const proxied = { 'x-forwarded-for': '127.0.0.1' };

describe('browserCallRefusal', () => {
  it.each(['InitiateAuth', 'SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'GlobalSignOut', 'RevokeToken', 'ChangePassword'])(
    'lets a page make the user-pool call %s',
    (name) => {
      expect(browserCallRefusal({ ...appPage, 'x-amz-target': target(name) })).toBeNull();
      expect(browserCallRefusal({ ...proxied, 'x-amz-target': target(name) })).toBeNull();
    },
  );

  it.each(['AdminAddUserToGroup', 'AdminCreateUser', 'AdminSetUserPassword', 'AdminUserGlobalSignOut', 'ListUsers', 'CreateUserPool', 'CreateGroup', 'DescribeUserPoolClient'])(
    'refuses a page, or anything the app’s proxy forwards, the IAM-only call %s',
    (name) => {
      expect(browserCallRefusal({ ...appPage, 'x-amz-target': target(name) })).toMatchObject({ status: 403 });
      expect(browserCallRefusal({ ...proxied, 'x-amz-target': target(name) })).toMatchObject({ status: 403 });
    },
  );

  it('refuses a page a request without a target, or with one it cannot read', () => {
    expect(browserCallRefusal(appPage)).toMatchObject({ status: 403 });
    expect(browserCallRefusal({ ...appPage, 'x-amz-target': 'InitiateAuth' })).toMatchObject({ status: 403 });
    expect(browserCallRefusal({ ...appPage, 'x-amz-target': target('constructor') })).toMatchObject({ status: 403 });
  });

  it('answers the local tools every call: they send no Origin and are not forwarded', () => {
    expect(browserCallRefusal({ 'x-amz-target': target('AdminAddUserToGroup') })).toBeNull();
  });
});
