import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

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
