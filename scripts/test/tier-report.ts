import { relative } from 'node:path';

/** The parts of Vitest's JSON report a tier's verdict is read from. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

export interface TierVerdict {
  ok: boolean;
  passed: number;
  failed: number;
  /** Tests that were collected but never ran (skipped because a hook failed, or marked skip/todo). */
  notRun: number;
  /** Suites that failed without a failing test: they did not load, or a hook failed. */
  brokenSuites: number;
  /** Why the tier failed, one short line each; empty when it passed. */
  reasons: string[];
  /** Each failed test, `file › name: its error` (the message, up to its stack; continued lines indented). */
  failedTests: string[];
  /** Tests that failed and then passed when run again (the browser tier retries once). */
  passedOnRetry: string[];
}

/**
 * The message of an error without its stack or diff, at most 12 lines: an assertion may list what
 * it found one a line, and a CI log keeps only its tail, where this summary is printed.
 */
function messageOf(failure: string | undefined): string | undefined {
  if (!failure) return undefined;
  const lines: string[] = [];
  for (const line of failure.split('\n')) {
    if (/^\s+at /.test(line) || /^\s*- Expected/.test(line)) break;
    if (line.trim() !== '') lines.push(line.trim().slice(0, 300));
  }
  const kept = lines.slice(0, 12);
  if (lines.length > kept.length) kept.push(`… ${lines.length - kept.length} more line(s)`);
  return kept.length > 0 ? kept.join('\n    ') : undefined;
}

/** A test's name and, when given, its error's message. */
const testLine = (file: string, result: { fullName?: string; failureMessages?: string[] }) => {
  const why = messageOf(result.failureMessages?.[0]);
  return `${file} › ${result.fullName ?? '?'}${why ? `: ${why}` : ''}`;
};

const ranStatuses = new Set(['passed', 'failed']);

/**
 * Decides a test tier from its exit code and JSON report. A tier passes only when its process
 * exited cleanly, its report exists, some test passed, none failed, no suite broke and every
 * collected test ran — so a tier whose suites never started can't hide behind a green count.
 */
export function judgeTier(exitCode: number, report: VitestReport | null, root = process.cwd()): TierVerdict {
  if (report === null) {
    return {
      ok: false,
      passed: 0,
      failed: 0,
      notRun: 0,
      brokenSuites: 0,
      reasons: [`no test report: the tier crashed or did not start (exit code ${exitCode})`],
      failedTests: [],
      passedOnRetry: [],
    };
  }
  const reasons: string[] = [];
  let notRun = 0;
  const broken: string[] = [];
  const failedTests: string[] = [];
  const passedOnRetry: string[] = [];
  for (const suite of report.testResults) {
    const results = suite.assertionResults;
    const file = relative(root, suite.name);
    for (const result of results) {
      if (result.status === 'failed') failedTests.push(testLine(file, result));
      else if (result.status === 'passed' && (result.failureMessages?.length ?? 0) > 0) passedOnRetry.push(testLine(file, result));
    }
    notRun += results.filter((result) => !ranStatuses.has(result.status)).length;
    if (suite.status === 'failed' && !results.some((result) => result.status === 'failed')) {
      const why = suite.message?.split('\n')[0]?.trim();
      broken.push(`${relative(root, suite.name)}${why ? ` (${why})` : ''}`);
    }
  }
  if (report.numFailedTests > 0) reasons.push(`${report.numFailedTests} failed`);
  if (broken.length > 0) reasons.push(`${broken.length} suite(s) broke before their tests ran: ${broken.join('; ')}`);
  if (notRun > 0) reasons.push(`${notRun} test(s) did not run`);
  if (report.numPassedTests === 0 && reasons.length === 0) reasons.push('no test ran');
  if (exitCode !== 0 && reasons.length === 0) reasons.push(`exit code ${exitCode}`);
  return {
    ok: reasons.length === 0,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    notRun,
    brokenSuites: broken.length,
    reasons,
    failedTests,
    passedOnRetry,
  };
}
