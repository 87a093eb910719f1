import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/*
 * `npm run bench:faults`: the fault tests (lambdas/test/integration/faults-model.test.ts) at
 * random seeds. `npm test` runs them at one fixed seed; here each round draws a new seed and
 * fault rate, runs the file (its own local stacks, on ports +BENCH_PORT_OFFSET), and reads the
 * tally it writes: the faults injected, the 503s a client tried again, and the answers of 500 or
 * above that were not such a 503 — which must be 0. Prints each round's seed (to reproduce it:
 * FAULT_SEED=<seed> FAULT_RATE=<rate> npx vitest run --project integration <file>) and one JSON
 * line; the exit code is non-zero if any round failed or answered a 500.
 *
 *   npm run bench:faults -- --rounds 5
 */

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } }, strict: false });
const rounds = Number(values.rounds ?? 3);
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 20_000);
const testFile = 'lambdas/test/integration/faults-model.test.ts';
const RATES = [0.1, 0.2, 0.3];

interface Tally {
  seed: number;
  rate: number;
  injected: Record<string, number>;
  retried503: number;
  serverErrors: unknown[];
}

function runFile(environment: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'integration', testFile], {
      // Vitest's report goes to stderr: stdout carries only this benchmark's JSON line.
      stdio: ['ignore', process.stderr, 'inherit'],
      env: { ...process.env, ...environment, TEST_PORT_OFFSET: String(portOffset) },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const dir = await mkdtemp(join(tmpdir(), 'sandbank-bench-faults-'));
const results: { seed: number; rate: number; passed: boolean; injected: number; retried503: number; serverErrors: number; seconds: number }[] = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const rate = RATES[(round - 1) % RATES.length]!;
    const report = join(dir, `round-${round}.json`);
    console.error(`=== faults round ${round}/${rounds}: seed ${seed}, rate ${rate} ===`);
    const started = Date.now();
    const exitCode = await runFile({ FAULT_SEED: String(seed), FAULT_RATE: String(rate), FAULT_REPORT: report });
    const tally = JSON.parse(await readFile(report, 'utf8').catch(() => 'null')) as Tally | null;
    results.push({
      seed,
      rate,
      passed: exitCode === 0,
      injected: tally ? Object.values(tally.injected).reduce((sum, count) => sum + count, 0) : 0,
      retried503: tally?.retried503 ?? 0,
      serverErrors: tally ? tally.serverErrors.length : -1,
      seconds: Math.round((Date.now() - started) / 1000),
    });
    console.error(`round ${round}: ${JSON.stringify(results.at(-1))}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

const serverErrors = results.reduce((sum, result) => sum + Math.max(result.serverErrors, 0), 0);
console.error('seed        rate  passed  injected  503s retried  500s');
for (const result of results) {
  console.error(
    `${String(result.seed).padEnd(11)} ${String(result.rate).padEnd(5)} ${String(result.passed).padEnd(7)} ${String(result.injected).padEnd(9)} ${String(result.retried503).padEnd(13)} ${result.serverErrors}`,
  );
}
console.log(JSON.stringify({ bench: 'faults', rounds: results, serverErrors }));
if (serverErrors > 0 || results.some((result) => !result.passed || result.serverErrors < 0)) process.exit(1);
