import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createUser, openOwnAccounts, userPoolTargetOf } from './users';

export interface Login {
  email: string;
  password: string;
}

export interface DemoLogins {
  customer: Login;
  admin: Login;
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
export async function demoLogins(dataDir: string): Promise<DemoLogins> {
  const file = path.join(dataDir, 'demo-logins.json');
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

/**
 * Makes the demo customer and administrator (or brings them up to date) and opens their accounts,
 * so the printed demo customer can receive money at once, as any customer who has signed in can.
 */
export async function seedDemoUsers(stack: SeedTarget, logins: DemoLogins): Promise<void> {
  const pool = userPoolTargetOf(stack);
  await createUser(pool, { ...logins.customer, firstName: 'Demo', lastName: 'Customer' });
  await createUser(pool, { ...logins.admin, firstName: 'Demo', lastName: 'Administrator', admin: true });
  await Promise.all([openOwnAccounts(pool, stack.urls.gateway, logins.customer), openOwnAccounts(pool, stack.urls.gateway, logins.admin)]);
}
