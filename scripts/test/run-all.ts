import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

// Later SDK releases need a newer Node; the lockfile pins the ones we run, so the notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/*
 * `npm test`: static checks, then the four test tiers in order of speed. Every step runs even
 * when an earlier one failed, so one run shows everything that is wrong; the exit code is
 * non-zero if anything failed.
 */

interface Step {
  name: string;
  command: string[];
  /** Vitest tiers write a JSON report so the totals can be summed at the end. */
  report?: string;
}

const reportDir = join(process.cwd(), '.tmp', 'test-reports');
const vitestTier = (project: string): Step => ({
  name: `${project} tests`,
  command: ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `${project}.json`)}`],
  report: join(reportDir, `${project}.json`),
});

const steps: Step[] = [
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'web build', command: ['npm', 'run', '--silent', 'build', '-w', '@sandbank/web'] },
  vitestTier('unit'),
  vitestTier('infra'),
  vitestTier('integration'),
  vitestTier('e2e'),
];

function run(command: string[]): Promise<number> {
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program!, args, { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function readTotals(report: string): Promise<{ passed: number; failed: number } | null> {
  try {
    const json = JSON.parse(await readFile(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    return { passed: json.numPassedTests, failed: json.numFailedTests };
  } catch {
    return null;
  }
}

await rm(reportDir, { recursive: true, force: true });
await mkdir(reportDir, { recursive: true });
const results: { name: string; ok: boolean; seconds: number }[] = [];
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const exitCode = await run(step.command);
  const totals = step.report ? await readTotals(step.report) : null;
  if (totals) {
    passed += totals.passed;
    failed += totals.failed;
  }
  const ok = exitCode === 0 && (!step.report || (totals !== null && totals.passed > 0));
  if (!ok && step.report && totals?.failed === 0) failed += 1; // a tier that crashed or ran nothing
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary ===');
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds}s)`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
