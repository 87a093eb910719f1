import { randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { recordTableWrites, type RecordedWrite } from '@sandbank/lambdas/local';
import { AccountList, rateLimitCategories } from '@sandbank/shared';
import type { OperationId } from '@sandbank/shared';
import type { LocalStack } from '../local/stack';
import { signIn, userPoolTargetOf } from '../local/users';
import { callOperation, type ApiCall } from '../test/harness/api';
import { waitForWireCode } from '../test/harness/mailbox';
import { patternOf } from './hot-keys';
import { withPrivateStack } from './private-stack';

/*
 * `npm run bench:hotkeys` — the hot-key audit: which partition caps the whole bank.
 *
 * A private local stack (fresh data, ports +BENCH_PORT_OFFSET) gets many test customers from the
 * toolkit, a quarter of them with a webhook endpoint (a receiver this process runs). Then, with
 * the recording layer on the data layer's DynamoDB client (lambdas/src/data/write-audit.ts:
 * every committed write of the table and of each index, in write units), a mix runs through the
 * real gateway, handlers, stream consumers and jobs: internal transfers between random
 * customers (each followed by a read of the sender's history), and per 200 transfers a wire
 * (requested, confirmed with the mailed code, approved or rejected by the toolkit), a check
 * (deposited, approved or rejected), a locker item (added, decided) and 2 sign-ups (a new test
 * customer, whose first call opens its accounts). Writes of the setup are not recorded.
 *
 * For each key pattern (the template the partition key was made from, per table or index) it
 * prints the write units the pattern takes per bank-wide transfer, the busiest partition's share
 * and the bank-wide transfer rate at which one partition of it reaches 1,000 write units a
 * second: units per transfer / its shards. Patterns keyed by a customer, account, caller or
 * request grow with the bank (a customer's own limit, listed, not the bank's); the lowest rate of
 * the shared ones is **the bank's ceiling**. One JSON line on stdout, the table on stderr.
 */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const PARTITION_UNITS_PER_SECOND = 1_000;
const TARGET_CEILING = 10_000;
const usage = 'Usage: npm run bench:hotkeys [-- --customers N] [--transfers N] [--in-flight N]';
const log = (line: string) => process.stderr.write(`[bench:hotkeys] ${line}\n`);
const ROUTING = '011000015';

interface Customer {
  userId: string;
  email: string;
  accessToken: string;
  checking: string;
  savings: string;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '60' },
      transfers: { type: 'string', default: '1000' },
      'in-flight': { type: 'string', default: '8' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const positive = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 2) throw new Error(`--${name} must be an integer of at least 2, got "${value}"\n${usage}`);
    return number;
  };
  return {
    customers: positive('customers', values.customers),
    transfers: positive('transfers', values.transfers),
    inFlight: positive('in-flight', values['in-flight']),
    portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 17_000),
  };
}

async function runPool(count: number, width: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

interface PatternRow {
  pattern: string;
  target: string;
  shared: boolean;
  shards: number;
  unitsPerTransfer: number;
  partitions: number;
  busiestShare: number;
  /** Bank-wide transfers a second at which one partition of the pattern takes 1,000 units a second (shared patterns). */
  ceilingTransfersPerSecond: number | null;
}

/** The recorded writes summed per pattern, with each pattern's ceiling. */
export function auditTable(writes: readonly RecordedWrite[], transfers: number): PatternRow[] {
  const byPattern = new Map<string, { target: string; template: string; shared: boolean; shards: number; units: number; perPartition: Map<string, number> }>();
  for (const write of writes) {
    const pattern = patternOf(write.target, write.partition);
    const id = `${write.target} ${pattern.template}`;
    const row = byPattern.get(id) ?? { target: write.target, template: pattern.template, shared: pattern.shared, shards: pattern.shards, units: 0, perPartition: new Map<string, number>() };
    row.units += write.units;
    row.perPartition.set(write.partition, (row.perPartition.get(write.partition) ?? 0) + write.units);
    byPattern.set(id, row);
  }
  return [...byPattern.values()]
    .map((row): PatternRow => {
      const unitsPerTransfer = row.units / transfers;
      return {
        pattern: row.template,
        target: row.target,
        shared: row.shared,
        shards: row.shards,
        unitsPerTransfer: Math.round(unitsPerTransfer * 1000) / 1000,
        partitions: row.perPartition.size,
        busiestShare: Math.round((Math.max(...row.perPartition.values()) / row.units) * 1000) / 1000,
        ceilingTransfersPerSecond: row.shared ? Math.round((PARTITION_UNITS_PER_SECOND * row.shards) / unitsPerTransfer) : null,
      };
    })
    .sort((a, b) => (a.ceilingTransfersPerSecond ?? Infinity) - (b.ceilingTransfersPerSecond ?? Infinity) || b.unitsPerTransfer - a.unitsPerTransfer);
}

function benchHotKeys(options: ReturnType<typeof readOptions>) {
  const generous = { limit: 1_000_000, windowSeconds: 60 };
  const rateLimits = Object.fromEntries(rateLimitCategories.map((category) => [category, generous]));
  // Every test customer comes from this machine's one address, and all of them at the start.
  const bankSettings = { sandbox: { enabled: true, maxLiveTestCustomers: 1_000_000, maxLivePerAddress: 1_000_000, maxCreationsPerMinute: 1_000_000 } };
  return withPrivateStack({ name: 'hotkeys', portOffset: options.portOffset, log, rateLimits, bankSettings }, async (stack: LocalStack, context) => {
    const gateway = stack.urls.gateway;
    const pool = userPoolTargetOf(stack);
    const call = async (operationId: OperationId, request: ApiCall, expected: number[] = [200, 201]) => {
      const response = await callOperation(gateway, operationId, request);
      if (!expected.includes(response.status)) throw new Error(`${operationId} answered ${response.status}: ${JSON.stringify(response.body)}`);
      return response.body as Record<string, unknown>;
    };

    // The webhook receiver: answers every delivery at once.
    let delivered = 0;
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        delivered += 1;
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    context.onStop(() => new Promise((resolve) => receiver.close(resolve)));
    const address = receiver.address();
    const receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;

    const newCustomer = async (): Promise<Customer> => {
      const created = await call('createTestCustomer', { body: { scenario: 'new' } }, [201]);
      const { accessToken } = await signIn(pool, String(created.email), String(created.password));
      const { items } = AccountList.parse(await call('listMyAccounts', { token: accessToken }));
      const account = (type: string) => items.find((item) => item.type === type)!.id;
      return { userId: String(created.userId), email: String(created.email), accessToken, checking: account('checking'), savings: account('savings') };
    };

    log(`setting up ${options.customers} test customers (a quarter with a webhook endpoint)`);
    const customers: Customer[] = [];
    await runPool(options.customers, 4, async (index) => {
      const customer = await newCustomer();
      if (index % 4 === 0) await call('createWebhook', { token: customer.accessToken, body: { url: receiverUrl, types: ['*'] } }, [201]);
      customers.push(customer);
    });

    const pick = () => customers[randomInt(0, customers.length)]!;
    const idempotent = () => ({ 'idempotency-key': `hotkeys-${randomUUID()}` });
    const transfer = async () => {
      const sender = pick();
      let recipient = pick();
      while (recipient === sender) recipient = pick();
      await call('createInternalTransfer', {
        token: sender.accessToken,
        body: { fromAccountId: randomInt(0, 2) === 0 ? sender.checking : sender.savings, toEmail: recipient.email, amountCents: randomInt(1, 500) },
        headers: idempotent(),
      });
      await call('listMyTransactions', { token: sender.accessToken, query: { accountId: sender.checking, limit: '20' } });
    };
    const wire = async (index: number) => {
      const customer = pick();
      const body = {
        accountId: customer.checking,
        recipientName: 'Jane Doe',
        recipientAccount: 'DE89 3704 0044 0532 0130 00',
        recipientBank: 'Commerzbank',
        swift: 'COBADEFFXXX',
        recipientAddress: '1 Example Street, Berlin',
        amountCents: randomInt(10_000, 20_000),
        purpose: 'family_support',
      };
      const requested = await call('createWire', { token: customer.accessToken, body, headers: idempotent() }, [201]);
      const code = await waitForWireCode(stack.urls.ses, customer.email, { wireId: String(requested.id) });
      await call('confirmWire', { token: customer.accessToken, params: { wireId: String(requested.id) }, body: { code }, headers: idempotent() });
      await call('simulateWire', { token: customer.accessToken, params: { wireId: String(requested.id) }, body: { outcome: index % 2 === 0 ? 'approve' : 'reject' } });
    };
    const check = async (index: number) => {
      const customer = pick();
      const body = {
        accountId: customer.checking,
        amountCents: randomInt(1_000, 50_000),
        checkNumber: String(randomInt(100, 2 ** 47)),
        bankName: 'First Sandbox Bank',
        routingNumber: ROUTING,
        accountNumber: String(randomInt(100_000_000, 1_000_000_000)),
      };
      const deposited = await call('createCheckDeposit', { token: customer.accessToken, body, headers: idempotent() }, [201]);
      await call('simulateCheck', { token: customer.accessToken, params: { checkId: String(deposited.id) }, body: { outcome: index % 3 === 0 ? 'reject' : 'approve' } });
    };
    const lockerItem = async (index: number) => {
      const customer = pick();
      const added = await call('addLockerItem', { token: customer.accessToken, body: { name: `Watch ${index}`, valueCents: 250_000 } }, [201]);
      await call('simulateLockerItem', { token: customer.accessToken, params: { itemId: String(added.id) }, body: { outcome: index % 2 === 0 ? 'approve' : 'reject' } });
    };
    const signUp = async () => {
      customers.push(await newCustomer());
    };

    // The mix, per 200 transfers: a wire, a check, a locker item and 2 sign-ups.
    const work: (() => Promise<void>)[] = [];
    let decisions = 0;
    for (let index = 0; index < options.transfers; index += 1) {
      work.push(transfer);
      if (index % 200 === 50) work.push(() => wire(index));
      if (index % 200 === 100) work.push(() => check(index));
      if (index % 200 === 150) work.push(() => lockerItem(index));
      if (index % 200 === 50 || index % 200 === 100 || index % 200 === 150) decisions += 1;
      if (index % 100 === 75) work.push(signUp);
    }
    for (let index = work.length - 1; index > 0; index -= 1) {
      const other = randomInt(0, index + 1);
      [work[index], work[other]] = [work[other]!, work[index]!];
    }

    log(`recording: ${options.transfers} transfers and the rest of the mix (${work.length} operations, ${options.inFlight} in flight)`);
    const writes: RecordedWrite[] = [];
    const stopRecording = recordTableWrites((write) => writes.push(write));
    const started = Date.now();
    try {
      await runPool(work.length, options.inFlight, (index) => work[index]!());
      // The stream consumers (events to webhooks) run a moment behind the answers.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    } finally {
      stopRecording();
    }
    log(`recorded ${writes.length} writes in ${Math.round((Date.now() - started) / 1000)} s; ${delivered} webhook deliveries received`);

    const rows = auditTable(writes, options.transfers);
    const shared = rows.filter((row) => row.shared);
    const ceiling = Math.min(...shared.map((row) => row.ceilingTransfersPerSecond ?? Infinity));
    log('');
    log('index pattern                                   units/transfer  shards  ceiling (transfers/s)');
    for (const row of rows) {
      const ceilingText = row.ceilingTransfersPerSecond === null ? `per key (${row.partitions} keys, busiest ${Math.round(row.busiestShare * 100)}%)` : String(row.ceilingTransfersPerSecond);
      log(`${row.target.padEnd(5)} ${row.pattern.padEnd(42)} ${row.unitsPerTransfer.toFixed(3).padStart(14)}  ${String(row.shards).padStart(6)}  ${ceilingText}`);
    }
    log('');
    log(`the bank's ceiling: ${ceiling} transfers/s (${shared.find((row) => row.ceilingTransfersPerSecond === ceiling)?.pattern}), target ${TARGET_CEILING}`);
    return {
      ceilingTransfersPerSecond: ceiling,
      target: TARGET_CEILING,
      meetsTarget: ceiling >= TARGET_CEILING,
      transfers: options.transfers,
      operations: work.length,
      decisions,
      customers: customers.length,
      webhookDeliveries: delivered,
      patterns: rows,
    };
  });
}

const options = readOptions();
benchHotKeys(options).then(
  (result) => {
    console.log(JSON.stringify({ bench: 'hotkeys', ...result }));
    process.exit(0);
  },
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
