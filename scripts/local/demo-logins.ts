import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SOFTWARE_TOKEN_MFA } from '@sandbank/shared/mfa';
import { enrolAuthenticator, signInWithCode } from './authenticator';
import { cognitoClient, createUser, openOwnAccounts, userPoolTargetOf, type UserPoolTarget } from './users';

export interface Login {
  email: string;
  password: string;
}

export interface DemoLogins {
  customer: Login;
  /** `totpSecret`: the administrator's authenticator secret (base32), once seeding has enrolled one. */
  admin: Login & { totpSecret?: string };
}

const randomLogin = (role: string): Login => ({
  // example.com is reserved for examples (RFC 2606): no mail can reach a real person.
  email: `${role}-${randomBytes(3).toString('hex')}@example.com`,
  password: randomBytes(12).toString('base64url'),
});

/**
 * The demo customer and administrator of this data folder. There is no built-in administrator:
 * both logins are made up on the first start, kept in `<dataDir>/demo-logins.json` (so they
 * survive restarts) and replaced when the folder is wiped.
 */
const loginsFile = (dataDir: string) => path.join(dataDir, 'demo-logins.json');

export async function demoLogins(dataDir: string): Promise<DemoLogins> {
  const file = loginsFile(dataDir);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as DemoLogins;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const logins: DemoLogins = { customer: randomLogin('customer'), admin: randomLogin('admin') };
  await writeFile(file, `${JSON.stringify(logins, null, 2)}\n`, { mode: 0o600 });
  return logins;
}

/** What of a running stack seeding needs: its user pool and its API. */
export interface SeedTarget {
  userPoolId: string;
  userPoolClientId: string;
  urls: { cognito: string; gateway: string };
}

async function hasAuthenticator(pool: UserPoolTarget, email: string): Promise<boolean> {
  const client = cognitoClient(pool);
  try {
    const { UserMFASettingList = [] } = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
    return UserMFASettingList.includes(SOFTWARE_TOKEN_MFA);
  } finally {
    client.destroy();
  }
}

/**
 * Makes the demo customer and administrator (or brings them up to date) and opens their accounts,
 * so the printed demo customer can receive money at once, as any customer who has signed in can.
 * The administrator signs in with an authenticator app like every administrator: on the first
 * start their app is enrolled and its secret kept beside the logins (`dataDir`), printed so that a
 * person can add it to any authenticator app. Returns the logins with that secret.
 */
export async function seedDemoUsers(stack: SeedTarget, logins: DemoLogins, dataDir: string): Promise<DemoLogins> {
  const pool = userPoolTargetOf(stack);
  await createUser(pool, { ...logins.customer, firstName: 'Demo', lastName: 'Customer' });
  await createUser(pool, { ...logins.admin, firstName: 'Demo', lastName: 'Administrator', admin: true });
  await openOwnAccounts(pool, stack.urls.gateway, logins.customer);
  if (logins.admin.totpSecret && (await hasAuthenticator(pool, logins.admin.email))) return logins;
  // A first start, or a pool that lost the enrolment: the accounts are opened and an app enrolled, with the password alone.
  await openOwnAccounts(pool, stack.urls.gateway, logins.admin);
  const { accessToken } = await signInWithCode(pool, logins.admin.email, logins.admin.password);
  const seeded: DemoLogins = { ...logins, admin: { ...logins.admin, totpSecret: await enrolAuthenticator(pool, accessToken) } };
  await writeFile(loginsFile(dataDir), `${JSON.stringify(seeded, null, 2)}\n`, { mode: 0o600 });
  return seeded;
}
