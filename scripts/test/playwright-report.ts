import { isAbsolute, join } from 'node:path';
import type { VitestReport } from './tier-report';

/** The parts of Playwright's JSON report (its `json` reporter) the browser tier's verdict is read from. */
export interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  /** Errors outside any test: a file that did not load, the global setup. */
  errors: PlaywrightError[];
}

interface PlaywrightError {
  message?: string;
  location?: { file: string };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightSpec {
  title: string;
  tests: {
    /** Passed first time; failed every time; failed, then passed when run again; did not run. */
    status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
    results: { status: string; error?: PlaywrightError; errors?: PlaywrightError[] }[];
  }[];
}

type FileResult = VitestReport['testResults'][number];
type TestResult = FileResult['assertionResults'][number];

/** Playwright colours its messages; a log and a summary want the plain text. */
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The lines of source Playwright quotes under an error (`> 13 |     await …`): the report names the test already. */
const withoutCodeFrame = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*>?\s*\d+ \|/.test(line) && !/^\s*\|\s*\^\s*$/.test(line))
    .join('\n');

/**
 * Each failed try's message: all of its errors, one after the other — a journey that ran out of
 * time has the timeout first and then what it was waiting for, and its fixtures' checks (the
 * accessibility audits) may fail after its body did.
 */
const messagesOf = (results: PlaywrightSpec['tests'][number]['results']): string[] =>
  results.flatMap((result) => {
    const errors = result.errors?.length ? result.errors : result.error ? [result.error] : [];
    const messages = errors.flatMap((error) => (error.message ? [withoutCodeFrame(plain(error.message))] : []));
    return messages.length > 0 ? [messages.join('\n')] : [];
  });

function testResult(names: string[], test: PlaywrightSpec['tests'][number]): TestResult {
  const fullName = names.join(' › ');
  const failures = messagesOf(test.results);
  switch (test.status) {
    case 'expected':
      return { status: 'passed', fullName, failureMessages: [] };
    case 'flaky':
      return { status: 'passed', fullName, failureMessages: failures };
    case 'unexpected':
      // The last try's error: the one that decided.
      return { status: 'failed', fullName, failureMessages: failures.slice(-1) };
    default:
      return { status: 'skipped', fullName, failureMessages: [] };
  }
}

function collect(suite: PlaywrightSuite, titles: string[], into: TestResult[]): void {
  for (const spec of suite.specs) for (const test of spec.tests) into.push(testResult([...titles, spec.title], test));
  for (const child of suite.suites ?? []) collect(child, [...titles, child.title], into);
}

/**
 * Playwright's report in the shape of Vitest's, so that one `judgeTier` (tier-report.ts) decides
 * every tier: a file's tests as its results, named by their describe blocks and title; a test that
 * passed only when run again as passed, with the message of its failed try; one that failed
 * every try as failed, with its last try's message; one that did not run as skipped; and each
 * error outside the tests (a file that did not load, the global setup) as a file that broke.
 */
export function asVitestReport(report: PlaywrightReport): VitestReport {
  const absolute = (file: string) => (isAbsolute(file) ? file : join(report.config.rootDir, file));
  const testResults: FileResult[] = report.suites.map((fileSuite) => {
    const assertionResults: TestResult[] = [];
    collect(fileSuite, [], assertionResults);
    const failed = assertionResults.some((result) => result.status === 'failed');
    return { name: absolute(fileSuite.file), status: failed ? 'failed' : 'passed', assertionResults };
  });
  for (const error of report.errors) {
    testResults.push({ name: absolute(error.location?.file ?? 'playwright'), status: 'failed', message: plain(error.message ?? 'error outside any test'), assertionResults: [] });
  }
  const all = testResults.flatMap((file) => file.assertionResults);
  return {
    numPassedTests: all.filter((result) => result.status === 'passed').length,
    numFailedTests: all.filter((result) => result.status === 'failed').length,
    testResults,
  };
}
