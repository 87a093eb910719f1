import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { deployedFunctions, functionBundling, functionNodeOptions } from '@sandbank/lambdas/deployment';
import { repositoryRoot } from '../local/config';

/*
 * `npm run bench:lambda` — what each function weighs and what loading it costs a cold process.
 *
 * Every function the stack deploys is bundled exactly as the stack bundles it (the same
 * `functionBundling` options), with esbuild's metafile telling which bytes are the AWS SDK.
 * Next to each function it builds its floor: a bundle holding only what the function cannot do
 * without — the SDK clients it uses and the Powertools Logger, found in the metafile — and nothing
 * of ours. Every function pays the logger's load as it pays its clients', so the ratio measures
 * what our code adds on top. Then, in interleaved rounds, a fresh `node` per
 * sample — the functions' own NODE_OPTIONS, nothing else loaded — imports one bundle and reports,
 * from the process's start until the import finished (what a cold start costs: the runtime
 * starting, then the module loading):
 *   - the CPU time it took (user + system): the budgeted figure, because on a shared machine it
 *     does not swing with other work the way wall time does, and a cold Lambda has its vCPU to
 *     itself;
 *   - the wall time, and the wall time of the import alone, for comparison.
 * Times are medians; a ratio is the median, over the rounds, of the function's figure divided by
 * its floor's in the same round, so a busy moment of the machine weighs on both sides alike.
 *
 * Budgets: code that is not the SDK ≤ 150 KB; `health` holds no SDK at all; load ≤ 1.2× the floor.
 * A function a library makes heavier has its own, written down in BUDGET_EXCEPTIONS with the reason
 * (and in docs/decisions/lambda-weight.md with the numbers), and the table marks it.
 * A measurement, not a test: it exits 0 whether or not the budgets hold, 1 only if the run failed.
 * The table goes to stderr, the JSON line to stdout.
 */

const BUDGET = { nonSdkKb: 150, loadRatio: 1.2, sdkFreeFunctions: ['health'] } as const;

/** Functions held to budgets of their own, and why (none today). */
const BUDGET_EXCEPTIONS: Record<string, { nonSdkKb: number; loadRatio: number; reason: string }> = {};
const KB = 1000;
const SDK_INPUT = /node_modules\/(@aws-sdk|@smithy|@aws-crypto)\//;
/** A command module of an SDK client package: `…/@aws-sdk/client-s3/dist-es/commands/PutObjectCommand.js`. */
const SDK_COMMAND_INPUT = /node_modules\/(@aws-sdk\/[a-z0-9-]+)\/dist-es\/commands\/(\w+Command)\.js$/;

/** The SDK client packages our code may use, and the client class a floor bundle holds for each. */
const sdkClients: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'DynamoDBClient',
  '@aws-sdk/lib-dynamodb': 'DynamoDBDocumentClient',
  '@aws-sdk/client-cognito-identity-provider': 'CognitoIdentityProviderClient',
  '@aws-sdk/client-s3': 'S3Client',
  '@aws-sdk/client-sesv2': 'SESv2Client',
  '@aws-sdk/client-kms': 'KMSClient',
};

/**
 * The logger every function loads (lambdas/src/lib/logger.ts). A floor holding it builds one
 * instance when it loads, as the functions do; the clients are only exported, since the functions
 * create theirs on first use.
 */
const LOGGER_PACKAGE = '@aws-lambda-powertools/logger';

const usage = 'Usage: npm run bench:lambda [-- --rounds N] [--only name,name]';

interface Bundle {
  name: string;
  file: string;
  bytes: number;
  sdkBytes: number;
  /** SDK client packages it holds (keys of `sdkClients`). */
  clients: string[];
  /** The commands of those packages it sends, as `package#Command`. */
  commands: string[];
  /** Whether it holds the Powertools Logger. */
  logger: boolean;
}

export interface FunctionWeight {
  name: string;
  kb: number;
  nonSdkKb: number;
  sdkClients: string[];
  /** What its floor holds: those SDK clients and the commands of theirs it sends, and the logger when the function bundles it. */
  floor: string[];
  /** A fresh process, from its start until the bundle is imported: wall time and CPU time (medians). */
  loadMs: number;
  loadCpuMs: number;
  floorLoadCpuMs: number;
  /** CPU time against the floor's: the budgeted ratio. */
  ratio: number;
  /** Wall time against the floor's. */
  wallRatio: number;
  /** The import alone (median wall time), and its ratio to the floor's. */
  importMs: number;
  importRatio: number;
  withinBudget: boolean;
  /** Why the function is held to budgets of its own (BUDGET_EXCEPTIONS), if it is. */
  exception?: string;
}

function readOptions(): { rounds: number; only: string[] | null } {
  // Not strict: `npm run bench -- …` hands every benchmark the same arguments.
  const { values } = parseArgs({
    strict: false,
    options: {
      rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '21' },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a positive integer\n${usage}`);
  const only = typeof values.only === 'string' ? values.only.split(',').map((name) => name.trim()) : null;
  return { rounds, only };
}

const log = (line: string) => process.stderr.write(`[bench:lambda] ${line}\n`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The SDK's inputs: its own packages and what only they import (the DynamoDB client's endpoint cache
 * brings mnemonist, say). Such a package comes with the client, floor included, whatever our code does.
 */
function sdkOwnInputs(metafile: Metafile): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [inputPath, input] of Object.entries(metafile.inputs)) {
    for (const { path: imported } of input.imports) importers.set(imported, [...(importers.get(imported) ?? []), inputPath]);
  }
  const sdk = new Set(Object.keys(metafile.inputs).filter((inputPath) => SDK_INPUT.test(inputPath)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const inputPath of Object.keys(metafile.inputs)) {
      const by = importers.get(inputPath) ?? [];
      if (!sdk.has(inputPath) && by.length > 0 && by.every((importer) => sdk.has(importer))) {
        sdk.add(inputPath);
        grew = true;
      }
    }
  }
  return sdk;
}

/** esbuild with the stack's options; `source` replaces the entry file for floors. */
async function bundle(name: string, outDir: string, input: { entry: string } | { source: string }): Promise<Bundle> {
  const { outputFile, banner, ...options } = functionBundling;
  const file = path.join(outDir, name, outputFile);
  const buildOptions: BuildOptions = {
    ...options,
    mainFields: [...options.mainFields],
    alias: { ...options.alias },
    banner: { js: banner },
    outfile: file,
    absWorkingDir: repositoryRoot,
    metafile: true,
    logLevel: 'warning',
  };
  const result = await build(
    'entry' in input
      ? { ...buildOptions, entryPoints: [input.entry] }
      : { ...buildOptions, stdin: { contents: input.source, resolveDir: path.join(repositoryRoot, 'lambdas'), sourcefile: `${name}.ts`, loader: 'ts' } },
  );
  const output = Object.entries(result.metafile?.outputs ?? {}).find(([outPath]) => outPath.endsWith(outputFile));
  if (!output) throw new Error(`esbuild wrote no ${outputFile} for ${name}`);
  const inputs: Metafile['outputs'][string]['inputs'] = output[1].inputs;
  const sdkInputs = sdkOwnInputs(result.metafile!);
  let sdkBytes = 0;
  for (const [inputPath, { bytesInOutput }] of Object.entries(inputs)) if (sdkInputs.has(inputPath)) sdkBytes += bytesInOutput;
  const bundled = Object.entries(inputs).filter(([, input]) => input.bytesInOutput > 0).map(([inputPath]) => inputPath);
  const holds = (pkg: string) => bundled.some((inputPath) => inputPath.includes(`node_modules/${pkg}/`));
  const clients = Object.keys(sdkClients).filter(holds);
  const commands = bundled
    .map((inputPath) => SDK_COMMAND_INPUT.exec(inputPath))
    .filter((match) => match !== null && clients.includes(match[1]!))
    .map((match) => `${match![1]}#${match![2]}`)
    .sort();
  return { name, file, bytes: (await stat(file)).size, sdkBytes, clients, commands, logger: holds(LOGGER_PACKAGE) };
}

/** What a function's floor holds: its SDK clients, then the logger if it bundles it. */
const floorOf = ({ clients, logger }: Pick<Bundle, 'clients' | 'logger'>) => (logger ? [...clients, LOGGER_PACKAGE] : clients);

/**
 * A bundle of only the packages `floor` names and the commands of theirs the function sends: the
 * least any function doing its calls loads. A command brings its middleware (S3's PutObject its
 * checksums, whose module touches Node's web streams when it loads), which no code of ours can avoid.
 */
function floorSource(floor: string[], commands: string[]): string {
  // Exported under the package's name too: lib-dynamodb's commands share their names with the client's.
  const commandsOf = (pkg: string) =>
    commands.filter((command) => command.startsWith(`${pkg}#`)).map((command) => `${command.split('#')[1]!} as ${pkg.replace(/\W/g, '_')}_${command.split('#')[1]!}`);
  const lines = floor.map((pkg) =>
    pkg === LOGGER_PACKAGE
      ? `import { Logger } from '${pkg}';\nexport const logger = new Logger();`
      : `export { ${[sdkClients[pkg], ...commandsOf(pkg)].join(', ')} } from '${pkg}';`,
  );
  return lines.length === 0 ? 'export {};' : lines.join('\n');
}

/** One fresh `node`, as the function starts: its NODE_OPTIONS, nothing else loaded. */
interface LoadSample {
  /** Wall time of the import alone. */
  importMs: number;
  /** Wall time and CPU time from the process's start until the import finished. */
  processMs: number;
  cpuMs: number;
}

function loadOnce(file: string): Promise<LoadSample> {
  const script = `const started = performance.now();
await import(${JSON.stringify(pathToFileURL(file).href)});
const done = performance.now();
const cpu = process.cpuUsage();
process.stdout.write(JSON.stringify({ importMs: done - started, processMs: done, cpuMs: (cpu.user + cpu.system) / 1000 }));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: functionNodeOptions, AWS_REGION: 'us-east-1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Loading ${file} failed (exit ${code}): ${err}`));
      try {
        resolve(JSON.parse(out) as LoadSample);
      } catch {
        reject(new Error(`Loading ${file} printed no timing: ${out}${err}`));
      }
    });
  });
}

type LoadSamples = { [Figure in keyof LoadSample]: number[] };

/**
 * Loads every bundle `rounds` times, in an order that rotates each round so no bundle always goes
 * first. Samples stay in round order, so a function can be compared with its floor round by round.
 */
async function measureLoads(bundles: Bundle[], rounds: number): Promise<Map<string, LoadSamples>> {
  const samples = new Map<string, LoadSamples>(bundles.map((entry) => [entry.file, { importMs: [], processMs: [], cpuMs: [] }]));
  for (let index = 0; index < rounds; index += 1) {
    log(`load round ${index + 1}/${rounds}`);
    const order = bundles.map((_, position) => bundles[(position + index) % bundles.length]!);
    for (const entry of order) {
      const sample = await loadOnce(entry.file);
      const kept = samples.get(entry.file)!;
      for (const figure of ['importMs', 'processMs', 'cpuMs'] as const) kept[figure].push(sample[figure]);
    }
  }
  return samples;
}

async function benchLambda(options: { rounds: number; only: string[] | null }): Promise<FunctionWeight[]> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'sandbank-bench-lambda-'));
  try {
    const functions = deployedFunctions().filter((fn) => !options.only || options.only.includes(fn.name));
    if (functions.length === 0) throw new Error(`No function matches --only ${options.only?.join(',')}`);
    log(`bundling ${functions.length} functions with the stack's esbuild options`);
    const bundles: Bundle[] = [];
    for (const fn of functions) bundles.push(await bundle(fn.name, outDir, { entry: fn.entry }));

    const floors = new Map<string, Bundle>();
    const floorKey = (entry: Bundle) => [...floorOf(entry), ...entry.commands].join('+') || 'empty';
    for (const entry of bundles) {
      const key = floorKey(entry);
      if (!floors.has(key)) floors.set(key, await bundle(`floor-${floors.size}`, outDir, { source: floorSource(floorOf(entry), entry.commands) }));
    }

    const loads = await measureLoads([...bundles, ...floors.values()], options.rounds);
    return bundles.map((entry) => {
      const load = loads.get(entry.file)!;
      const floor = loads.get(floors.get(floorKey(entry))!.file)!;
      const nonSdkKb = (entry.bytes - entry.sdkBytes) / KB;
      const pairedRatio = (mine: number[], floors: number[]) => median(mine.map((value, index) => value / floors[index]!));
      const ratio = pairedRatio(load.cpuMs, floor.cpuMs);
      const mustBeSdkFree = (BUDGET.sdkFreeFunctions as readonly string[]).includes(entry.name);
      const exception = BUDGET_EXCEPTIONS[entry.name];
      const limits = exception ?? BUDGET;
      return {
        name: entry.name,
        kb: round(entry.bytes / KB),
        nonSdkKb: round(nonSdkKb),
        sdkClients: entry.clients,
        floor: floorOf(entry),
        loadMs: round(median(load.processMs)),
        loadCpuMs: round(median(load.cpuMs)),
        floorLoadCpuMs: round(median(floor.cpuMs)),
        ratio: round(ratio, 2),
        wallRatio: round(pairedRatio(load.processMs, floor.processMs), 2),
        importMs: round(median(load.importMs)),
        importRatio: round(pairedRatio(load.importMs, floor.importMs), 2),
        withinBudget: nonSdkKb <= limits.nonSdkKb && ratio <= limits.loadRatio && (!mustBeSdkFree || entry.sdkBytes === 0),
        ...(exception ? { exception: `≤ ${exception.nonSdkKb} KB, ≤ ${exception.loadRatio}×: ${exception.reason}` } : {}),
      };
    });
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function printTable(rows: FunctionWeight[]): void {
  const header = ['function', 'KB', 'non-SDK KB', 'floor holds', 'load ms', 'CPU ms', 'floor CPU ms', 'ratio', 'wall ratio', 'import ms', 'import ratio', 'budget'];
  const cells = rows.map((row) => [
    row.name,
    row.kb.toFixed(1),
    row.nonSdkKb.toFixed(1),
    row.floor.map((pkg) => pkg.replace(/^@aws-sdk\/|^@aws-lambda-powertools\//, '')).join(' + ') || '–',
    row.loadMs.toFixed(1),
    row.loadCpuMs.toFixed(1),
    row.floorLoadCpuMs.toFixed(1),
    row.ratio.toFixed(2),
    row.wallRatio.toFixed(2),
    row.importMs.toFixed(1),
    row.importRatio.toFixed(2),
    `${row.withinBudget ? 'ok' : 'OVER'}${row.exception ? '*' : ''}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => values.map((value, column) => (column === 0 || column === 3 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!))).join('  ');
  const exceptions = rows.filter((row) => row.exception).map((row) => `* ${row.name}: its own budget (${row.exception})`);
  process.stderr.write(`${[line(header), ...cells.map(line), ...exceptions].join('\n')}\n`);
}

try {
  const started = performance.now();
  const rows = await benchLambda(readOptions());
  printTable(rows);
  log(`done in ${round((performance.now() - started) / 1000)} s`);
  console.log(JSON.stringify({ functions: rows, budgets: { ...BUDGET, exceptions: BUDGET_EXCEPTIONS }, allWithinBudget: rows.every((row) => row.withinBudget) }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
