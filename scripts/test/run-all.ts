import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_JSON_REPORT } from '../../playwright.config';
import { asVitestReport, type PlaywrightReport } from './playwright-report';
import { judgeTier, type TierVerdict, type VitestReport } from './tier-report';

// Later SDK releases need a newer Node; the lockfile pins the ones we run, so the notice is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/*
 * `npm test`: static checks, then the five test tiers in order of speed. Every step runs even
 * when an earlier one failed, so one run shows everything that is wrong; the exit code is
 * non-zero if anything failed. A tier counts as failed when it crashed, a suite broke before its
 * tests ran or a test did not run (tier-report.ts), and the summary says so. The static checks
 * each keep about one core busy, so they run side by side (their output printed whole, one after
 * the other); then the test tiers, the unit, component and infra tiers side by side (integration
 * tests and journeys two files at a time).
 */

interface Step {
  name: string;
  command: string[];
  /** Test tiers write a JSON report so the totals can be summed at the end. */
  report?: string;
  /** The browser tier's report is Playwright's, read into Vitest's shape (playwright-report.ts). */
  playwrightReport?: boolean;
}

const reportDir = join(process.cwd(), '.tmp', 'test-reports');
/** A tier of Vitest projects run by one process: the unit and component tiers are two each (vitest.config.ts). */
const vitestTier = (project: string, ...more: string[]): Step => ({
  name: `${project} tests`,
  command: ['npx', 'vitest', 'run', ...[project, ...more].flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `${project}.json`)}`],
  report: join(reportDir, `${project}.json`),
});
/** The browser journeys run on Playwright; playwright.config.ts names their JSON report. */
const browserTier: Step = { name: 'e2e tests', command: ['npx', 'playwright', 'test'], report: join(process.cwd(), E2E_JSON_REPORT), playwrightReport: true };

const staticChecks: Step[] = [
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'web build', command: ['npm', 'run', '--silent', 'build', '-w', '@sandbank/web'] },
];
/*
 * The tiers, one group after the other; a group's steps run side by side. The unit, component and
 * infra tiers need no stack, so they share the first group and take about as long as the longest
 * of them. The integration tier is two projects, each with its own stack, and each needs a process of its own (a local stack's
 * handlers read their emulators' addresses from the process's environment); the whole-bank one is
 * a few files, so it costs little beside the other.
 */
const tiers: Step[][] = [[vitestTier('unit', 'unit-mocking'), vitestTier('component', 'component-mocking'), vitestTier('infra')], [vitestTier('integration'), vitestTier('integration-whole-bank')], [browserTier]];

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

async function readReport(report: string, playwright: boolean): Promise<VitestReport | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(report, 'utf8'));
    return playwright ? asVitestReport(parsed as PlaywrightReport) : (parsed as VitestReport);
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
    const verdict = judgeTier(exitCode, await readReport(step.report, step.playwrightReport ?? false));
    return { name: step.name, seconds, verdict, ok: verdict.ok, reasons: verdict.reasons };
  }
  return { name: step.name, seconds, verdict: null, ok: exitCode === 0, reasons: exitCode === 0 ? [] : [`exit code ${exitCode}`] };
}

/**
 * Runs `steps` side by side. With `firstLive` the first step's output is shown as it comes; every
 * other step's is printed whole once it is done (after the first's), so outputs never interleave.
 */
async function runSideBySide(steps: Step[], firstLive: boolean): Promise<void> {
  const started = Date.now();
  const runs = steps.map(async (step, index) => {
    const live = firstLive && index === 0;
    const output: Buffer[] = [];
    if (live) console.log(`\n=== ${step.name} ===`);
    const exitCode = await run(step.command, live ? undefined : output);
    return { step, output, live, exitCode, seconds: Math.round((Date.now() - started) / 1000) };
  });
  for (const finished of runs) {
    const { step, output, live, exitCode, seconds } = await finished;
    if (!live) {
      console.log(`\n=== ${step.name} ===`);
      process.stdout.write(Buffer.concat(output));
    }
    results.push(await judged(step, exitCode, seconds));
  }
}

await runSideBySide(staticChecks, false);
for (const group of tiers) await runSideBySide(group, true);

const total = (field: 'passed' | 'failed' | 'notRun') => results.reduce((sum, result) => sum + (result.verdict?.[field] ?? 0), 0);
const failedSteps = results.filter((result) => !result.ok);
console.log('\n=== summary ===');
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds}s)${result.ok ? '' : `: ${result.reasons.join('; ')}`}`);
}
// Last, so that the end of a long log says which tests failed (and which passed only when run again).
for (const result of results) {
  for (const line of result.verdict?.passedOnRetry ?? []) console.log(`  passed on retry (${result.name}): ${line}`);
  for (const line of result.verdict?.failedTests ?? []) console.log(`  failed (${result.name}): ${line}`);
}
console.log(`Tests: ${total('passed')} passed, ${total('failed')} failed, ${total('notRun')} did not run`);
console.log(failedSteps.length === 0 ? 'Result: everything passed' : `Result: FAILED — ${failedSteps.map((result) => result.name).join(', ')}`);
process.exit(failedSteps.length === 0 ? 0 : 1);
