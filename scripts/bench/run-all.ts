import { spawn } from 'node:child_process';

/*
 * `npm run bench`: every benchmark, one after another, each in its own process with its own
 * local stack. Each prints one JSON line on stdout (progress goes to stderr). Benchmarks are
 * measurements, not tests: they are not part of `npm test`. Add new ones to the list.
 */

const benches: { name: string; script: string }[] = [
  { name: 'ledger', script: 'scripts/bench/ledger.ts' },
  { name: 'web', script: 'scripts/bench/web.ts' },
  { name: 'lambda', script: 'scripts/bench/lambda.ts' },
  { name: 'hotkeys', script: 'scripts/bench/hotkeys.ts' },
  { name: 'faults', script: 'scripts/bench/faults.ts' },
];

function run(script: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', script, ...args], { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const failed: string[] = [];
for (const bench of benches) {
  console.error(`=== bench: ${bench.name} ===`);
  if ((await run(bench.script, process.argv.slice(2))) !== 0) failed.push(bench.name);
}
if (failed.length > 0) {
  console.error(`Benchmarks that failed to run: ${failed.join(', ')}`);
  process.exit(1);
}
