import { spawnSync } from 'node:child_process';

const MINIMUM_JAVA = 17;
const MINIMUM_NODE: [number, number] = [20, 19];
/** Tried in order: Debian 12 and Ubuntu have 17; newer Debian releases only ship 21. */
const javaPackages = ['openjdk-17-jre-headless', 'openjdk-21-jre-headless'];

/** The major version `java -version` reports ("17.0.15" → 17, "1.8.0_402" → 8), or null without Java. */
export function parseJavaMajorVersion(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

function installedJavaVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  return parseJavaMajorVersion(`${result.stderr}${result.stdout}`);
}

const hasCommand = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** Installs a Java runtime with apt when this process may (root on a Debian-like system). */
function installJavaWithApt(): boolean {
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) return false;
  console.log(`DynamoDB Local needs Java ${MINIMUM_JAVA} or newer; installing it with apt-get.`);
  if (!run('apt-get', ['update'])) return false;
  const available = javaPackages.find((name) => spawnSync('apt-cache', ['show', name], { stdio: 'ignore' }).status === 0);
  return available !== undefined && run('apt-get', ['install', '-y', '--no-install-recommends', available]);
}

/**
 * Checks what `npm start` needs from the system. Returns the problems it could not fix, each
 * with the command that fixes it; an empty list means everything is in place.
 */
export function checkPrerequisites(): string[] {
  const problems: string[] = [];
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor < MINIMUM_NODE[1])) {
    problems.push(`Node.js ${MINIMUM_NODE.join('.')} or newer is required (this is ${process.versions.node}); install it from https://nodejs.org.`);
  }
  const java = installedJavaVersion();
  if (java === null || java < MINIMUM_JAVA) {
    const installed = installJavaWithApt() && (installedJavaVersion() ?? 0) >= MINIMUM_JAVA;
    if (!installed) {
      const found = java === null ? 'no Java was found' : `Java ${java} was found`;
      problems.push(
        `DynamoDB Local needs Java ${MINIMUM_JAVA} or newer, and ${found}. Install it, then run npm start again:\n` +
          `    Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y openjdk-17-jre-headless\n` +
          `    Fedora:        sudo dnf install -y java-17-openjdk-headless\n` +
          `    macOS:         brew install openjdk@17`,
      );
    }
  }
  return problems;
}
