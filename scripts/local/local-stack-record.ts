import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { answersHttp } from './processes';
import type { LocalStack } from './stack-shape';

/**
 * What a running local stack tells other commands (such as `npm run admin:create`) about itself:
 * written once it is up, removed when it stops.
 */
export interface LocalStackRecord extends Pick<LocalStack, 'urls' | 'userPoolId' | 'userPoolClientId' | 'tableName' | 'avatarBucket'> {
  region: string;
  pid: number;
}

const recordFile = (dataDir: string) => path.join(dataDir, 'local-stack.json');

export async function writeLocalStackRecord(dataDir: string, record: Omit<LocalStackRecord, 'pid'>): Promise<void> {
  const { region, urls, userPoolId, userPoolClientId, tableName, avatarBucket } = record;
  const content: LocalStackRecord = { region, urls, userPoolId, userPoolClientId, tableName, avatarBucket, pid: process.pid };
  await writeFile(recordFile(dataDir), `${JSON.stringify(content, null, 2)}\n`);
}

export async function removeLocalStackRecord(dataDir: string): Promise<void> {
  await rm(recordFile(dataDir), { force: true });
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The record of the local stack running from `dataDir`, or null when none is running. */
export async function readLocalStackRecord(dataDir: string): Promise<LocalStackRecord | null> {
  let text: string;
  try {
    text = await readFile(recordFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const record = JSON.parse(text) as LocalStackRecord;
  return isRunning(record.pid) ? record : null;
}

/**
 * The record of the local stack running from `dataDir` whose service at `probe` answers (a command
 * that needs one emulator, such as admin:create's user pool), or null.
 */
export async function answeringLocalStack(dataDir: string, probe: (stack: LocalStackRecord) => string): Promise<LocalStackRecord | null> {
  const stack = await readLocalStackRecord(dataDir);
  return stack && (await answersHttp(probe(stack)).catch(() => false)) ? stack : null;
}
