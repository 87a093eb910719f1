// @ts-check
/*
 * What `npm start` and `npm test` need from the machine, found with Node built-ins only: this runs
 * before any dependency is installed. Plain JavaScript (type-checked through JSDoc) for that reason.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const MINIMUM_NODE = /** @type {const} */ ([20, 19]);
export const MINIMUM_JAVA = 17;

/**
 * The Chromium the browser tests start when CHROMIUM_PATH is not set: Debian's headless shell (the
 * same engine without the desktop browser's windowing and GPU parts: the journeys took a fifth less
 * time on it), else Debian's desktop Chromium.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Other common places of a Chrome or Chromium, offered as a CHROMIUM_PATH when the default is missing. */
const otherChromiums = [
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Tried in order: Debian 12 and Ubuntu have 17; newer Debian releases only ship 21. */
const javaPackages = ['openjdk-17-jre-headless', 'openjdk-21-jre-headless'];

/**
 * @param {string} version e.g. "20.19.2"
 * @returns {boolean}
 */
export function isSupportedNode(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

/**
 * The major version `java -version` reports ("17.0.15" → 17, "1.8.0_402" → 8), or null.
 * @param {string} versionOutput
 * @returns {number | null}
 */
export function parseJavaMajorVersion(versionOutput) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

/** @returns {number | null} */
export function installedJavaVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  return parseJavaMajorVersion(`${result.stderr}${result.stdout}`);
}

/**
 * Whether `java --list-modules` lists the Java compiler, which the local stack needs to run
 * DynamoDB Local's launcher (a `.java` file Java compiles as it starts it). Every JDK has it, and
 * Debian's and Ubuntu's JRE packages too; a bare JRE from elsewhere may not.
 * @param {string} modulesOutput
 * @returns {boolean}
 */
export function listsJavaCompiler(modulesOutput) {
  return /^jdk\.compiler@/m.test(modulesOutput);
}

/** @returns {boolean} */
export function installedJavaCanCompile() {
  const result = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  return !result.error && listsJavaCompiler(result.stdout);
}

/**
 * The browser the journeys launch: CHROMIUM_PATH when set, otherwise Debian's headless shell when
 * installed, otherwise Debian's Chromium.
 * @param {NodeJS.ProcessEnv} [environment]
 * @param {(path: string) => boolean} [installed]
 * @returns {string}
 */
export function chromiumExecutable(environment = process.env, installed = existsSync) {
  const configured = environment.CHROMIUM_PATH;
  if (configured !== undefined && configured !== '') return configured;
  return installed(HEADLESS_SHELL) ? HEADLESS_SHELL : DEFAULT_CHROMIUM;
}

/**
 * An installed Chrome or Chromium in a usual place other than the default, to suggest as CHROMIUM_PATH.
 * @returns {string | null}
 */
export function otherInstalledChromium() {
  return otherChromiums.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * Why the dependencies must be (re)installed, or null when `node_modules` matches the lockfile.
 * npm writes `node_modules/.package-lock.json` at the end of every install, so a lockfile newer
 * than it means the dependencies changed since (a pull, a branch switch).
 * @param {string} root
 * @returns {string | null}
 */
export function dependenciesOutOfDate(root) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return 'the dependencies are not installed yet';
  if (statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
    return 'package-lock.json changed since they were installed';
  }
  return null;
}

/** @returns {boolean} */
export function canInstallWithApt() {
  return process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {boolean}
 */
export function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

let aptUpdated = false;

/**
 * Installs the first of `packages` that apt knows, with `alongside` (packages it needs that apt
 * would not bring itself, e.g. the fonts pages are drawn with, which only the desktop Chromium
 * recommends).
 * @param {string[]} packages
 * @param {string[]} [alongside]
 * @returns {boolean}
 */
export function aptInstall(packages, alongside = []) {
  if (!aptUpdated) {
    if (!run('apt-get', ['update', '-qq'])) return false;
    aptUpdated = true;
  }
  const available = packages.find((name) => spawnSync('apt-cache', ['show', name], { stdio: 'ignore' }).status === 0);
  return available !== undefined && run('apt-get', ['install', '-y', '-qq', available, ...alongside]);
}

export const javaInstallPackages = javaPackages;
