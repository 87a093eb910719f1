import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss, { type Root } from 'postcss';
import type { Plugin } from 'vite';
import { pruneSelectors, pruneStylesheets, pruneUnread, readsOf, usedNamesOf, type Reads, type UsedNames } from './used-css.ts';

/*
 * The build step that keeps only the CSS the app uses (used-css.ts says how). Before anything is
 * bundled it reads every module the entry reaches — the app's sources and the libraries' files
 * they import, react-bootstrap's among them — and every stylesheet they import; each stylesheet
 * is then pruned as it is loaded, so its file name is the hash of what ships. A screen added
 * tomorrow keeps its classes: nothing is listed by hand. `SANDBANK_FULL_CSS=1` builds with every
 * rule, for the before-and-after screenshots (scripts/bench/screenshots.ts).
 *
 * The shell's stylesheet (Bootstrap, the theme, the frame: app/shell-stylesheet.css) ships in two
 * cuts, which the app loads itself (app/shell-stylesheets.ts, through `virtual:shell-stylesheets`):
 * one with only the rules the public pages' code can use, and one with every rule the whole app's
 * code can. What the public pages' code is follows from the code too: every module the entry
 * reaches except through a part loaded as `withWholeAppStylesheet(import('…'))`, which brings the
 * whole app's cut with it.
 */

/** The module that names the shell's stylesheet's two cuts. */
export const SHELL_STYLESHEETS_MODULE = 'virtual:shell-stylesheets';
const resolvedShellStylesheets = `\0${SHELL_STYLESHEETS_MODULE}`;
/** The two cuts, told apart by a query on the shell's stylesheet. */
const cuts = { publicPages: 'public-pages', wholeApp: 'whole-app' } as const;
type Cut = keyof typeof cuts;

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)['"]([^'"\n]+)['"]/g;
/** Written just before an `import('…')`: a part of the app that loads the whole app's cut of the shell's stylesheet with its code (app/shell-stylesheets.ts). */
const wholeAppPartCall = /\bwithWholeAppStylesheet\(\s*$/;
const scriptFile = /\.(?:[cm]?js|jsx|tsx?)$/;
const stylesheetFile = /\.css$/;
const withoutQuery = (id: string) => id.replace(/[?#].*$/, '');

const packageOf = (file: string) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file);
const componentLibrary = new Map<string, Promise<boolean>>();

/**
 * Whether a module's words count: the app's own (under `sourceRoot`), and those of React component
 * libraries (react-bootstrap, the router's NavLink…: packages with React as a peer). Not React DOM,
 * which writes the classes it is given and names none, nor the rest (the sign-in library, Swagger
 * UI with its own stylesheet, the project's shared package of schemas, texts and the API's
 * description, shared with the functions), whose thousands of words would keep rules nothing renders.
 */
async function namesClasses(file: string, sourceRoot: string): Promise<boolean> {
  const match = packageOf(file);
  if (!match) return file.startsWith(sourceRoot);
  const [directory, name] = [file.slice(0, match.index + match[0].length), match[1]!.replace(/\\/g, '/')];
  if (name === 'react-dom') return false;
  let known = componentLibrary.get(directory);
  if (!known) {
    known = readFile(`${directory}package.json`, 'utf8').then(
      (text) => Boolean((JSON.parse(text) as { peerDependencies?: Record<string, string> }).peerDependencies?.react),
      () => false,
    );
    componentLibrary.set(directory, known);
  }
  return known;
}

/** `import type … from '…'`: names for the type checker, no module at run time. */
const typeOnlyImport = /\b(?:import|export)\s+type\s[^;'"]*?\bfrom\s*['"][^'"\n]+['"]/g;

/**
 * What a module imports (not what it takes types from, which brings no code), each import with
 * whether it is a part that brings the whole app's stylesheet — that import, not the module: the
 * same module imported plainly elsewhere in the file is code of the page that imports it.
 */
export function importsOf(code: string): { specifier: string; wholeAppPart: boolean }[] {
  const runtime = code.replace(typeOnlyImport, '');
  return [...runtime.matchAll(importPattern)].map((match) => ({
    specifier: match[1]!,
    wholeAppPart: wholeAppPartCall.test(runtime.slice(Math.max(0, match.index - 40), match.index)),
  }));
}

interface Usage {
  /** The stylesheets the app imports as such (not Swagger UI's, which its page links by URL). */
  stylesheets: ReadonlySet<string>;
  /** What the whole app's code names, and what the public pages' code alone names. */
  used: Record<Cut, UsedNames>;
  /** The files the shell's stylesheet imports, in order. */
  shellFiles: readonly string[];
  /** What every stylesheet, pruned for the whole app, reads (custom properties, animations). */
  reads: Reads;
  /** The app's other stylesheets, pruned for the whole app: the shell's cuts keep what they read. */
  featureRoots: readonly Root[];
}

type Resolve = (source: string, importer: string) => Promise<{ id: string; external?: boolean | string } | null>;

/**
 * Reads the module graph from the entries by its import statements, resolving as the build does:
 * every module for the whole app, and those reached without entering a part that brings the whole
 * app's stylesheet for the public pages.
 */
async function usageFrom({ entries, sourceRoot, shellStylesheet }: UsedCssOptions, resolve: Resolve): Promise<Usage> {
  const edges = new Map<string, { target: string; wholeAppPart: boolean }[]>();
  const scripts = new Set(entries);
  const stylesheets = new Set<string>();
  const code = new Map<string, string>();
  for (const file of scripts) {
    const text = await readFile(file, 'utf8');
    if (await namesClasses(file, sourceRoot)) code.set(file, text);
    const targets: { target: string; wholeAppPart: boolean }[] = [];
    for (const { specifier, wholeAppPart } of importsOf(text)) {
      if (specifier.startsWith('node:')) continue;
      const resolved = await resolve(specifier, file).catch(() => null);
      if (!resolved || resolved.external || resolved.id.startsWith('\0')) continue;
      const id = withoutQuery(resolved.id);
      // With a query (`?url`, `?inline`) a file is not a stylesheet of the page nor a module of the graph.
      if (resolved.id !== id) continue;
      if (stylesheetFile.test(id)) stylesheets.add(id);
      else if (scriptFile.test(id)) {
        scripts.add(id);
        targets.push({ target: id, wholeAppPart });
      }
    }
    edges.set(file, targets);
  }
  const publicPages = new Set(entries);
  for (const file of publicPages) for (const edge of edges.get(file) ?? []) if (!edge.wholeAppPart) publicPages.add(edge.target);
  const used = {
    wholeApp: usedNamesOf(code.values()),
    publicPages: usedNamesOf([...code].filter(([file]) => publicPages.has(file)).map(([, text]) => text)),
  };
  const shellFiles = await importedBy(shellStylesheet, resolve);
  const [featureRoots, shellRoots] = await Promise.all([parseAll([...stylesheets]), parseAll(shellFiles)]);
  for (const root of [...featureRoots, ...shellRoots]) pruneSelectors(root, used.wholeApp);
  return { stylesheets, used, shellFiles, reads: readsOf([...featureRoots, ...shellRoots], used.wholeApp), featureRoots };
}

const parseAll = (files: readonly string[]) => Promise.all(files.map(async (file) => postcss.parse(await readFile(file, 'utf8'), { from: file })));

/** The files a stylesheet of `@import`s imports, in order. */
async function importedBy(stylesheet: string, resolve: Resolve): Promise<string[]> {
  const specifiers: string[] = [];
  postcss.parse(await readFile(stylesheet, 'utf8')).walkAtRules('import', (rule) => {
    specifiers.push(rule.params.replace(/^['"]|['"]$/g, ''));
  });
  return Promise.all(
    specifiers.map(async (specifier) => {
      const resolved = await resolve(specifier, stylesheet);
      if (!resolved) throw new Error(`${path.basename(stylesheet)} imports ${specifier}, which does not resolve`);
      return resolved.id;
    }),
  );
}

/**
 * One cut of the shell's stylesheet: the stylesheets it imports, in order, pruned together for
 * what that cut's code names — keeping what the app's other stylesheets read too (a feature's
 * stylesheet uses the theme's colours) — and joined into one.
 */
async function shellStylesheetCut(usage: Usage, cut: Cut): Promise<string> {
  const roots = await parseAll(usage.shellFiles);
  // A stylesheet's own source map comment names a file beside it, not beside the joined stylesheet.
  for (const root of roots) {
    root.walkComments((comment) => {
      if (comment.text.startsWith('# sourceMappingURL')) comment.remove();
    });
  }
  pruneStylesheets(roots, usage.used[cut], usage.featureRoots);
  return roots.map((root) => root.toString()).join('\n');
}

export interface UsedCssOptions {
  /** The app's entry modules. */
  entries: readonly string[];
  /** The app's sources, whose words name classes. */
  sourceRoot: string;
  /** The shell's stylesheet: `@import`s only, in cascade order. */
  shellStylesheet: string;
}

export function usedCssOnly(options: UsedCssOptions): Plugin {
  const { shellStylesheet } = options;
  let usage: Promise<Usage> | undefined;
  let building = false;
  const pruning = () => building && process.env.SANDBANK_FULL_CSS !== '1';
  const cutOf = (id: string): Cut | undefined => {
    if (withoutQuery(id) !== shellStylesheet || !/[?&]transform-only\b/.test(id)) return undefined;
    return (Object.keys(cuts) as Cut[]).find((cut) => new RegExp(`[?&]${cuts[cut]}\\b`).test(id));
  };
  return {
    name: 'sandbank-used-css',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!pruning()) return;
      usage = usageFrom(options, (source, importer) => this.resolve(source, importer, { skipSelf: true }));
    },
    resolveId(source) {
      return source === SHELL_STYLESHEETS_MODULE ? resolvedShellStylesheets : null;
    },
    async load(id) {
      if (id === resolvedShellStylesheets) {
        // In development both cuts are the stylesheet as written, served as it is edited.
        if (!building) return `import url from ${JSON.stringify(`${shellStylesheet}?url`)};\nexport { url as publicPages, url as wholeApp };`;
        return (Object.keys(cuts) as Cut[])
          .map((cut) => `export { default as ${cut} } from ${JSON.stringify(`${shellStylesheet}?${cuts[cut]}&url`)};`)
          .join('\n');
      }
      const cut = cutOf(id);
      if (!cut || !usage) return null;
      return shellStylesheetCut(await usage, cut);
    },
    async transform(code, id) {
      if (!usage || !stylesheetFile.test(id)) return null;
      const { stylesheets, used, reads } = await usage;
      if (!stylesheets.has(id)) return null;
      const root = postcss.parse(code, { from: id });
      pruneSelectors(root, used.wholeApp);
      pruneUnread(root, reads, used.wholeApp);
      return { code: root.toString(), map: null };
    },
  };
}
