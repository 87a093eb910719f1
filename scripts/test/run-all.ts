import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { judgeTier, type TierVerdict, type VitestReport } from './tier-report';

// Later SDK releases need a newer Node; the lockfile pins the ones we run, so the notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/*
 * `npm test`: static checks, then the four test tiers in order of speed. Every step runs even
 * when an earlier one failed, so one run shows everything that is wrong; the exit code is
 * non-zero if anything failed. A tier counts as failed when it crashed, a suite broke before its
 * tests ran or a test did not run (tier-report.ts), and the summary says so. The static checks
 * each keep about one core busy, so they run side by side (their output printed whole, one after
 * the other); the test tiers run one after the other, each one file at a time.
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

const staticChecks: Step[] = [
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'web build', command: ['npm', 'run', '--silent', 'build', '-w', '@sandbank/web'] },
];
const tiers: Step[] = [vitestTier('unit'), vitestTier('infra'), vitestTier('integration'), vitestTier('e2e')];

/** Runs `command`; its output goes straight to ours, or, when `collect` is given, to it (printed later, whole). */
function run(command: string[], collect?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program!, args, { stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    child.stdout?.on('data', (chunk: Buffer) => collect?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => collect?.push(chunk));
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function readReport(report: string): Promise<VitestReport | null> {
  try {
    return JSON.parse(await readFile(report, 'utf8')) as VitestReport;
  } catch {
    return null;
  }
}

interface StepResult {
  name: string;
  seconds: number;
  /** Test tiers only. */
  verdict: TierVerdict | null;
  ok: boolean;
  reasons: string[];
}

await rm(reportDir, { recursive: true, force: true });
await mkdir(reportDir, { recursive: true });
const results: StepResult[] = [];

async function judged(step: Step, exitCode: number, seconds: number): Promise<StepResult> {
  if (step.report) {
    const verdict = judgeTier(exitCode, await readReport(step.report));
    return { name: step.name, seconds, verdict, ok: verdict.ok, reasons: verdict.reasons };
  }
  return { name: step.name, seconds, verdict: null, ok: exitCode === 0, reasons: exitCode === 0 ? [] : [`exit code ${exitCode}`] };
}

const checksStarted = Date.now();
const checks = staticChecks.map(async (step) => {
  const output: Buffer[] = [];
  const exitCode = await run(step.command, output);
  return { step, output, exitCode, seconds: Math.round((Date.now() - checksStarted) / 1000) };
});
for (const check of checks) {
  const { step, output, exitCode, seconds } = await check;
  console.log(`\n=== ${step.name} ===`);
  process.stdout.write(Buffer.concat(output));
  results.push(await judged(step, exitCode, seconds));
}
for (const step of tiers) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const exitCode = await run(step.command);
  results.push(await judged(step, exitCode, Math.round((Date.now() - started) / 1000)));
}

const total = (field: 'passed' | 'failed' | 'notRun') => results.reduce((sum, result) => sum + (result.verdict?.[field] ?? 0), 0);
const failedSteps = results.filter((result) => !result.ok);
console.log('\n=== summary ===');
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds}s)${result.ok ? '' : `: ${result.reasons.join('; ')}`}`);
}
console.log(`Tests: ${total('passed')} passed, ${total('failed')} failed, ${total('notRun')} did not run`);
console.log(failedSteps.length === 0 ? 'Result: everything passed' : `Result: FAILED — ${failedSteps.map((result) => result.name).join(', ')}`);
process.exit(failedSteps.length === 0 ? 0 : 1);
