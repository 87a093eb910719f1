import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { patternOf, SHARDS_OF_SHARED, TRANSFER_PATH_SHARED } from '@sandbank/scripts/bench/hot-keys';
import { signIn } from '@sandbank/scripts/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as kinds from '../../src/data/item-kinds';
import { recordTableWrites, type RecordedWrite } from '../../src/data/write-audit';
import { privateStack } from './support/private-stack';

/*
 * The hot-key audit's guard: one internal transfer between two customers who both listen to
 * webhooks, through the real gateway, handler and stream consumers, with every write recorded per
 * partition of the table and of each index (src/data/write-audit.ts). A write to a partition that
 * every customer shares must be declared in scripts/bench/hot-keys.ts with its sharding, so a new one
 * cannot land on the transfer path unnoticed: this test fails, saying where to declare it, and
 * `npm run bench:hotkeys` then says what it does to the bank's ceiling. The stack is this file's
 * own, because the recording sees only the handlers running in this process.
 */

const stack = privateStack({ name: 'hot-keys', portShift: 800 });
const DUE_INDEX = kinds.webhookDelivery.indexes.dueForAttempt.partition;
const PARTITION_UNITS_PER_SECOND = 1_000;
const TARGET_TRANSFERS_PER_SECOND = 10_000;

interface Customer {
  email: string;
  accessToken: string;
  checking: string;
}

let receiver: Server;
let receiverUrl: string;
let deliveries = 0;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      deliveries += 1;
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
});

afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function newCustomer(): Promise<Customer> {
  const created = await stack.call('createTestCustomer', { body: { scenario: 'new' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { userPoolId, userPoolClientId, urls } = stack.info();
  const { accessToken } = await signIn({ userPoolId, userPoolClientId, endpoint: urls.cognito }, created.body.email, created.body.password);
  const accounts = await stack.call('listMyAccounts', { token: accessToken });
  const webhook = await stack.call('createWebhook', { token: accessToken, body: { url: receiverUrl, types: ['*'] } });
  expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
  return { email: created.body.email, accessToken, checking: accounts.body.items.find((account: { type: string }) => account.type === 'checking').id };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the partitions a transfer writes', () => {
  let writes: RecordedWrite[];

  beforeAll(async () => {
    const [sender, recipient] = [await newCustomer(), await newCustomer()];
    writes = [];
    const stop = recordTableWrites((write) => writes.push(write));
    try {
      const transfer = await stack.call('createInternalTransfer', {
        token: sender.accessToken,
        body: { fromAccountId: sender.checking, toEmail: recipient.email, amountCents: 1_234 },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
      // Each side's entry.posted event reaches its endpoint through the stream; then its attempt is recorded.
      await until(() => deliveries >= 2, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      stop();
    }
  });

  it('are all declared: a shared partition only with its sharding in scripts/bench/hot-keys.ts', () => {
    expect(deliveries).toBeGreaterThanOrEqual(2);
    const undeclared = new Set<string>();
    const shared = new Set<string>();
    for (const write of writes) {
      const pattern = patternOf(write.target, write.partition);
      if (!pattern.shared) continue;
      shared.add(pattern.template);
      if (SHARDS_OF_SHARED[pattern.template] === undefined) undeclared.add(`${pattern.template} (${write.target}, ${write.action})`);
    }
    expect(
      [...undeclared],
      'A transfer writes a partition every customer shares. Declare it in TRANSFER_PATH_SHARED (scripts/bench/hot-keys.ts) with the number of partitions its writes spread over, and check the bank-wide ceiling with `npm run bench:hotkeys`',
    ).toEqual([]);
    // The declaration is exact: nothing declared that a transfer no longer writes.
    expect([...shared].sort()).toEqual([...Object.keys(TRANSFER_PATH_SHARED), DUE_INDEX].sort());
  });

  it("keeps each shared partition of the transfer itself under 1,000 write units a second at 10,000 transfers a second", () => {
    for (const [template, shards] of Object.entries(TRANSFER_PATH_SHARED)) {
      const units = writes.filter((write) => patternOf(write.target, write.partition).template === template).reduce((total, write) => total + write.units, 0);
      const ceiling = (PARTITION_UNITS_PER_SECOND * shards) / units;
      expect(ceiling, `${template}: ${units} write units per transfer over ${shards} partitions`).toBeGreaterThanOrEqual(TARGET_TRANSFERS_PER_SECOND);
    }
  });

  it('writes no account listing entry for a balance change: the ACCOUNTS partition is not written', () => {
    expect(writes.filter((write) => write.partition === kinds.accountListing.indexes.allAccounts.partition)).toEqual([]);
    expect(writes.some((write) => write.target === 'table' && write.partition.startsWith('USER#'))).toBe(true);
  });
});
