import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { idempotencyScope, newEntry, newId, postMovement, toTransactionView } from '@sandbank/lambdas/ledger';
import { AccountList, fillPath, operations } from '@sandbank/shared';
import type { LocalStack } from '../local/stack';
import { createUser, signIn, userPoolTargetOf } from '../local/users';
import { callOperation } from '../test/harness/api';
import { withPrivateStack } from './private-stack';

/*
 * `npm run bench:ledger` — how much the full request path costs on top of the ledger's own write.
 *
 * One run starts a private local stack (fresh temp data, ports +16000, nothing else on it), opens
 * a few customers, then measures with the same number of requests in flight:
 *   (a) raw: the ledger's own movement (`postMovement`: two conditional balance updates, two entry
 *       puts, one idempotency put — one TransactWriteItems), sent straight to the same DynamoDB Local;
 *   (b) gateway: createInternalTransfer through the local gateway, JWT authorizer and the Lambda
 *       handler (the same transaction plus the count of the call against the sender's limits;
 *       the key is not looked up first).
 * After a warm-up of each, the two are measured in alternating rounds (4 × 250 by default), so
 * a slow patch of a shared machine weighs on both alike. It prints one JSON line on stdout
 * (progress goes to stderr) and stops the stack. A measurement, not a test: it exits 0 whether or
 * not the target is met, and 1 only if the run itself failed.
 */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The full path's throughput at least this share of the raw write's, at a CPU cost at most `CPU_RATIO_TARGET` times it. */
const TARGET_RATIO = 0.92;
const CPU_RATIO_TARGET = 1.25;
const ROUNDS = 4;
const usage = 'Usage: npm run bench:ledger [-- --transfers N] [--warmup N] [--in-flight N] [--customers N]';

interface BenchOptions {
  transfers: number;
  warmup: number;
  inFlight: number;
  customers: number;
  portOffset: number;
}

interface LedgerBenchResult {
  rawTransfersPerSecond: number;
  gatewayTransfersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratio: number;
  target: number;
  cpuTarget: number;
  /** Both in the same run: `ratio` at least `target`, `cpuRatio` at most `cpuTarget`. */
  meetsTarget: boolean;
  rawP50Ms: number;
  rawP99Ms: number;
  transfers: number;
  inFlight: number;
  /** CPU of this process (load generator, gateway, handlers, SDK) per transfer; DynamoDB Local's is not included. */
  nodeCpuMsPerRawTransfer: number;
  nodeCpuMsPerGatewayTransfer: number;
  /** `nodeCpuMsPerGatewayTransfer / nodeCpuMsPerRawTransfer`: what the request path costs Node on top of the write. */
  cpuRatio: number;
}

function readOptions(): BenchOptions {
  const { values } = parseArgs({
    options: {
      transfers: { type: 'string', default: process.env.BENCH_TRANSFERS ?? '1000' },
      warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '200' },
      'in-flight': { type: 'string', default: process.env.BENCH_IN_FLIGHT ?? '16' },
      customers: { type: 'string', default: '4' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const positive = (name: string, value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer, got "${value}"\n${usage}`);
    return number;
  };
  const customers = positive('customers', values.customers);
  if (customers < 2) throw new Error('--customers must be at least 2 (transfers go to another customer)');
  return {
    transfers: positive('transfers', values.transfers),
    warmup: positive('warmup', values.warmup),
    inFlight: positive('in-flight', values['in-flight']),
    customers,
    portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 16_000),
  };
}

const log = (line: string) => process.stderr.write(`[bench:ledger] ${line}\n`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

/**
 * Runs `count` calls of `work` with `width` in flight; returns the wall time, each call's latency
 * and the CPU time this process spent (the gateway and handlers run in it; DynamoDB Local does not).
 */
async function measure(count: number, width: number, work: (index: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const index = next++;
        const begun = performance.now();
        await work(index);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await settle();
  const cpu = process.cpuUsage(cpuBefore);
  return { seconds, latencies, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** How long a quiet spell must be, and how quiet (CPU share of one core), to call the process settled. */
const SETTLE_WINDOW_MS = 300;
const SETTLED_SHARE = 0.1;
const SETTLE_LIMIT_MS = 15_000;

/**
 * Waits until this process is nearly idle: the table's stream consumers (webhooks, live updates)
 * run in it too, a poll or more behind the writes, so the work a batch of transfers sets off is
 * billed to that batch's CPU — not to the next batch, which is the other side — while the wall
 * time (and so the rate) stops at the batch's last answer. Raw and gateway transfers write the
 * same events, so both sides pay the consumers alike.
 */
async function settle(): Promise<void> {
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  while (performance.now() < deadline) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1000 < SETTLE_WINDOW_MS * SETTLED_SHARE) return;
  }
}

interface BenchCustomer {
  userId: string;
  email: string;
  accessToken: string;
  /** Checking and savings: the accounts money leaves from. */
  sources: string[];
  checking: string;
}

async function openCustomers(stack: LocalStack, count: number): Promise<BenchCustomer[]> {
  const pool = userPoolTargetOf(stack);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `bench-${index}-${randomUUID().slice(0, 8)}@example.test`;
      const password = `pw-${randomUUID()}`;
      const { userId } = await createUser(pool, { email, password, firstName: 'Bench', lastName: `Customer ${index}` });
      const { accessToken } = await signIn(pool, email, password);
      // The first request opens the sandbox accounts, exactly as for a real customer.
      const response = await callOperation(stack.urls.gateway, 'listMyAccounts', { token: accessToken });
      if (response.status !== 200) throw new Error(`listMyAccounts answered ${response.status}: ${JSON.stringify(response.body)}`);
      const { items } = AccountList.parse(response.body);
      const checking = items.find((account) => account.type === 'checking')!.id;
      const savings = items.find((account) => account.type === 'savings')!.id;
      return { userId, email, accessToken, sources: [checking, savings], checking };
    }),
  );
}

/** A sender, one of their accounts, another customer and a small amount (never refused). */
function pickTransfer(customers: BenchCustomer[], index: number) {
  const sender = customers[index % customers.length]!;
  const recipient = customers[(index + 1 + (Math.floor(index / customers.length) % (customers.length - 1))) % customers.length]!;
  const fromAccountId = sender.sources[Math.floor(index / 7) % sender.sources.length]!;
  return { sender, recipient, fromAccountId, amountCents: 1 + (index % 97) };
}

function benchLedger(options: BenchOptions): Promise<LedgerBenchResult> {
  // A few customers make every transfer, far more than a caller may make a minute: the limit is
  // raised out of the way, but each transfer still counts itself, as it does in production.
  const rateLimits = { moneyMovement: { limit: 1_000_000 } };
  return withPrivateStack({ name: 'ledger', portOffset: options.portOffset, log, rateLimits }, async (stack) => {
    const customers = await openCustomers(stack, options.customers);

    /** (a) The ledger's own movement — the very transaction a transfer writes — sent straight to DynamoDB Local. */
    const rawTransfer = async (index: number) => {
      const { sender, recipient, fromAccountId, amountCents } = pickTransfer(customers, index);
      const transferId = newId();
      const shared = { type: 'transfer' as const, reference: transferId, transferId, note: null };
      const debit = newEntry({
        ...shared,
        userId: sender.userId,
        accountId: fromAccountId,
        amountCents: -amountCents,
        description: `Transfer to ${recipient.email}`,
      });
      const credit = newEntry({
        ...shared,
        userId: recipient.userId,
        accountId: recipient.checking,
        amountCents,
        description: `Transfer from ${sender.email}`,
      });
      const scope = idempotencyScope({
        callerId: 'bench-raw',
        operationId: 'createInternalTransfer',
        key: randomUUID(),
        payload: { body: { fromAccountId, toEmail: recipient.email, amountCents } },
      });
      await postMovement({
        postings: [{ entry: debit, island: null }, { entry: credit, island: null }],
        idempotency: { scope, response: { transferId, transaction: toTransactionView(debit) } },
      });
    };

    /**
     * (b) The same transfer as a client sends it: through the gateway, authorizer and handler. The
     * load generator runs in this process too, so it sends with node:http over kept-alive sockets
     * (about a quarter of fetch's CPU per call): what is measured is the bank's path, not the client's.
     */
    const transferUrl = new URL(fillPath(operations.createInternalTransfer.path), stack.urls.gateway);
    const agent = new Agent({ keepAlive: true, maxSockets: options.inFlight });
    const gatewayTransfer = async (index: number) => {
      const { sender, recipient, fromAccountId, amountCents } = pickTransfer(customers, index);
      const body = JSON.stringify({ fromAccountId, toEmail: recipient.email, amountCents });
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${sender.accessToken}`, 'idempotency-key': `bench-${randomUUID()}` };
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const sent = request(transferUrl, { method: operations.createInternalTransfer.method, headers, agent }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        });
        sent.on('error', reject);
        sent.end(body);
      });
      const expected = operations.createInternalTransfer.successStatus;
      if (answer.status !== expected) throw new Error(`Transfer ${index} answered ${answer.status}: ${answer.text}`);
    };

    log(`warm-up: ${options.warmup} raw and ${options.warmup} gateway transfers`);
    await measure(options.warmup, options.inFlight, rawTransfer);
    await measure(options.warmup, options.inFlight, gatewayTransfer);

    // Alternating rounds, so a slow patch of the machine (other processes, GC, disk) weighs on both sides alike.
    const raw = { seconds: 0, latencies: [] as number[], cpuMs: 0 };
    const full = { seconds: 0, latencies: [] as number[], cpuMs: 0 };
    let done = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const count = Math.floor((options.transfers * (round + 1)) / ROUNDS) - Math.floor((options.transfers * round) / ROUNDS);
      const offset = options.warmup + done;
      log(`round ${round + 1}/${ROUNDS}: ${count} raw, then ${count} through the gateway, ${options.inFlight} in flight`);
      for (const [total, work] of [
        [raw, rawTransfer],
        [full, gatewayTransfer],
      ] as const) {
        const measured = await measure(count, options.inFlight, (index) => work(offset + index));
        total.seconds += measured.seconds;
        total.cpuMs += measured.cpuMs;
        total.latencies.push(...measured.latencies);
      }
      done += count;
    }
    raw.latencies.sort((a, b) => a - b);
    full.latencies.sort((a, b) => a - b);

    const rawRate = options.transfers / raw.seconds;
    const gatewayRate = options.transfers / full.seconds;
    const ratio = gatewayRate / rawRate;
    const cpuRatio = full.cpuMs / raw.cpuMs;
    return {
      rawTransfersPerSecond: round(rawRate),
      gatewayTransfersPerSecond: round(gatewayRate),
      p50Ms: round(percentile(full.latencies, 0.5)),
      p99Ms: round(percentile(full.latencies, 0.99)),
      ratio: round(ratio, 3),
      target: TARGET_RATIO,
      cpuTarget: CPU_RATIO_TARGET,
      meetsTarget: ratio >= TARGET_RATIO && cpuRatio <= CPU_RATIO_TARGET,
      rawP50Ms: round(percentile(raw.latencies, 0.5)),
      rawP99Ms: round(percentile(raw.latencies, 0.99)),
      transfers: options.transfers,
      inFlight: options.inFlight,
      nodeCpuMsPerRawTransfer: round(raw.cpuMs / options.transfers, 2),
      nodeCpuMsPerGatewayTransfer: round(full.cpuMs / options.transfers, 2),
      cpuRatio: round(cpuRatio, 2),
    };
  });
}

try {
  const result = await benchLedger(readOptions());
  console.log(JSON.stringify(result));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
