// @ts-check
/*
 * Runs before `npm start` (prestart) and `npm test` (pretest) on any machine, a fresh clone
 * included: installs the dependencies when they are missing or stale, then makes sure the system
 * has what the command needs — Java for DynamoDB Local, and for `npm test` a Chromium. What it
 * cannot install (not root, not Debian/Ubuntu) it names with the exact command to run, and stops
 * within seconds instead of failing minutes later.
 *
 *   node scripts/setup/prepare.mjs start|test
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_CHROMIUM,
  HEADLESS_SHELL,
  MINIMUM_JAVA,
  MINIMUM_NODE,
  aptInstall,
  canInstallWithApt,
  dependenciesOutOfDate,
  installedJavaCanCompile,
  installedJavaVersion,
  isSupportedNode,
  javaInstallPackages,
  otherInstalledChromium,
  run,
} from './system.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const purpose = process.argv[2] === 'test' ? 'test' : 'start';
const command = `npm ${purpose}`;

/** @type {string[]} */
const problems = [];

function checkNode() {
  if (isSupportedNode(process.versions.node)) return;
  problems.push(
    `Node.js ${MINIMUM_NODE.join('.')} or newer is required (this is ${process.versions.node}).\n` +
      '    Install it from https://nodejs.org (or with nvm: nvm install 22), then run ' +
      `${command} again.`,
  );
}

function installDependencies() {
  const reason = dependenciesOutOfDate(root);
  if (reason === null) return;
  console.log(`Installing the dependencies with npm ci (${reason})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (!run(npm, ['ci', '--no-audit', '--no-fund', '--prefix', root])) {
    problems.push(`npm ci failed (see above). Fix what it reports, then run ${command} again.`);
  }
}

function checkJava() {
  const found = installedJavaVersion();
  const usable = () => (installedJavaVersion() ?? 0) >= MINIMUM_JAVA && installedJavaCanCompile();
  if (found !== null && found >= MINIMUM_JAVA && installedJavaCanCompile()) return;
  if (canInstallWithApt()) {
    console.log(`DynamoDB Local needs Java ${MINIMUM_JAVA} or newer; installing it with apt-get.`);
    if (aptInstall(javaInstallPackages) && usable()) return;
  }
  const what =
    found === null ? 'no Java was found' : found < MINIMUM_JAVA ? `Java ${found} was found` : `Java ${found} was found without its compiler (jdk.compiler)`;
  problems.push(
    `DynamoDB Local (the local database) needs Java ${MINIMUM_JAVA} or newer with its compiler, and ${what}. Install it, then run ${command} again:\n` +
      '    Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y openjdk-17-jre-headless\n' +
      '    Fedora:        sudo dnf install -y java-17-openjdk-devel\n' +
      '    macOS:         brew install openjdk@17',
  );
}

/**
 * The journeys run on Debian's Chromium headless shell; where it cannot be installed, Debian's
 * desktop Chromium does the same, more slowly.
 */
function checkChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) problems.push(`CHROMIUM_PATH is ${configured}, and there is no such file. Point it at a Chrome or Chromium executable.`);
    return;
  }
  if (existsSync(HEADLESS_SHELL)) return;
  if (canInstallWithApt()) {
    console.log('The browser tests run on Chromium\'s headless shell; installing it with apt-get.');
    if (aptInstall(['chromium-headless-shell'], ['fonts-liberation']) && existsSync(HEADLESS_SHELL)) return;
  }
  if (existsSync(DEFAULT_CHROMIUM)) return;
  const other = otherInstalledChromium();
  problems.push(
    `The browser tests need Chromium, and there is none at ${HEADLESS_SHELL} or ${DEFAULT_CHROMIUM}. Either install it:\n` +
      '    Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium-headless-shell fonts-liberation\n' +
      'or point CHROMIUM_PATH at a Chrome or Chromium you have:\n' +
      `    CHROMIUM_PATH=${other ?? '/path/to/chrome'} npm test`,
  );
}

checkNode();
if (problems.length === 0) installDependencies();
if (problems.length === 0) {
  checkJava();
  if (purpose === 'test') checkChromium();
}
if (problems.length > 0) {
  console.error(`\n${command} cannot run yet:\n\n${problems.map((problem) => `- ${problem}`).join('\n\n')}\n`);
  process.exit(1);
}
