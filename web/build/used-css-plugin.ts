import { readFile } from 'node:fs/promises';
import postcss from 'postcss';
import type { Plugin } from 'vite';
import { pruneSelectors, pruneUnread, readsOf, usedNamesOf, type Reads, type UsedNames } from './used-css.ts';

/*
 * The build step that keeps only the CSS the app uses (used-css.ts says how). Before anything is
 * bundled it reads every module the entry reaches — the app's sources and the libraries' files
 * they import, react-bootstrap's among them — and every stylesheet they import; each stylesheet
 * is then pruned as it is loaded, so its file name is the hash of what ships. A screen added
 * tomorrow keeps its classes: nothing is listed by hand. `SANDBANK_FULL_CSS=1` builds with every
 * rule, for the before-and-after screenshots (scripts/web/screenshots.ts).
 */

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)['"]([^'"\n]+)['"]/g;
const scriptFile = /\.(?:[cm]?js|jsx|tsx?)$/;
const stylesheetFile = /\.css$/;
const withoutQuery = (id: string) => id.replace(/[?#].*$/, '');

const packageOf = (file: string) => /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file);
const componentLibrary = new Map<string, Promise<boolean>>();

/**
 * Whether a module's words count: the app's own, and those of React component libraries
 * (react-bootstrap, the router's NavLink…: packages with React as a peer). Not React DOM, which
 * writes the classes it is given and names none, nor the rest (the sign-in library, Swagger UI
 * with its own stylesheet), whose thousands of words would keep rules nothing renders.
 */
async function namesClasses(file: string): Promise<boolean> {
  const match = packageOf(file);
  if (!match) return true;
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

interface Usage {
  /** The stylesheets the app imports as such (not Swagger UI's, which its page links by URL). */
  stylesheets: ReadonlySet<string>;
  used: UsedNames;
  reads: Reads;
}

type Resolve = (source: string, importer: string) => Promise<{ id: string; external?: boolean | string } | null>;

/** Reads the module graph from the entries by its import statements, resolving as the build does. */
async function usageFrom(entries: readonly string[], resolve: Resolve): Promise<Usage> {
  const scripts = new Set(entries);
  const stylesheets = new Set<string>();
  const sources: string[] = [];
  for (const file of scripts) {
    const code = await readFile(file, 'utf8');
    if (await namesClasses(file)) sources.push(code);
    for (const [, specifier] of code.matchAll(importPattern)) {
      if (specifier!.startsWith('node:')) continue;
      const resolved = await resolve(specifier!, file).catch(() => null);
      if (!resolved || resolved.external || resolved.id.startsWith('\0')) continue;
      const id = withoutQuery(resolved.id);
      // With a query (`?url`, `?inline`) a file is not a stylesheet of the page nor a module of the graph.
      if (resolved.id !== id) continue;
      if (stylesheetFile.test(id)) stylesheets.add(id);
      else if (scriptFile.test(id)) scripts.add(id);
    }
  }
  const used = usedNamesOf(sources);
  const roots = await Promise.all([...stylesheets].map(async (file) => postcss.parse(await readFile(file, 'utf8'), { from: file })));
  for (const root of roots) pruneSelectors(root, used);
  return { stylesheets, used, reads: readsOf(roots, used) };
}

export function usedCssOnly(entries: readonly string[]): Plugin {
  let usage: Promise<Usage> | undefined;
  return {
    name: 'sandbank-used-css',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      if (process.env.SANDBANK_FULL_CSS === '1') return;
      usage = usageFrom(entries, (source, importer) => this.resolve(source, importer, { skipSelf: true }));
    },
    async transform(code, id) {
      if (!usage || !stylesheetFile.test(id)) return null;
      const { stylesheets, used, reads } = await usage;
      if (!stylesheets.has(id)) return null;
      const root = postcss.parse(code, { from: id });
      pruneSelectors(root, used);
      pruneUnread(root, reads, used);
      return { code: root.toString(), map: null };
    },
  };
}
