import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';
import ts from 'typescript';
import type { Plugin } from 'vite';

/*
 * The build step that keeps only the CSS the app uses, with PurgeCSS: a rule stays when the code
 * that can render it names its classes, and custom properties and keyframes no remaining rule
 * reads go. Before anything is bundled it reads every module the entry reaches — the app's sources
 * and the libraries' files they import, react-bootstrap's among them — and every stylesheet they
 * import; each stylesheet is then purged as it is loaded, so its file name is the hash of what
 * ships. `SANDBANK_FULL_CSS=1` builds with every rule, for the before-and-after screenshots
 * (scripts/bench/screenshots.ts).
 *
 * The shell's stylesheet (Bootstrap, the theme, the frame: app/shell-stylesheet.css) ships in two
 * cuts, which the app loads itself (app/shell-stylesheets.ts, through `virtual:shell-stylesheets`):
 * one purged for the public pages' code, and one for the whole app's. What the public pages' code
 * is follows from the code too: every module the entry reaches except through a part loaded as
 * `withWholeAppStylesheet(import('…'))`, which brings the whole app's cut with it.
 */

/** Bootstrap's theme colours, the variants a component is given. */
const themeColours = 'primary|secondary|success|danger|warning|info|light|dark';

/**
 * The classes react-bootstrap and the app join at run time from a prefix and a value or a tail
 * (`${prefix}-${variant}`: `btn` + `outline-primary`; `${bsPrefix}-dialog`; `bg-${bg}`), which no
 * source names whole: each prefix's classes, kept in a cut whose code writes the prefix as the
 * joining code does — quoted (a component's default prefix, `'modal'`) or heading a template
 * (`btn-${variant}`).
 */
const runtimeJoined: readonly (readonly [prefix: string, classes: RegExp])[] = [
  // Components' variants, sizes and parts: Button and CloseButton, Alert, ListGroup, Table, Spinner,
  // Offcanvas, Navbar, Nav, Modal, Dropdown, Tooltip, Popover, Toast, Card, Container, the forms'.
  ['btn', /^btn-/],
  ['alert', /^alert-/],
  ['list-group', /^list-group-/],
  ['table', /^table-/],
  ['spinner', /^spinner-/],
  ['offcanvas', /^offcanvas-/],
  ['navbar', /^navbar-/],
  ['nav', /^nav-/],
  ['modal', /^modal-/],
  ['dropdown', /^(?:dropdown-|dropup|dropend|dropstart)/],
  ['tooltip', /^(?:tooltip-|bs-tooltip-)/],
  ['popover', /^(?:popover-|bs-popover-)/],
  ['toast', /^toast-/],
  ['card', /^card-/],
  ['container', /^container-/],
  ['form-control', /^form-control-/],
  ['form-select', /^form-select-/],
  ['form-check', /^form-check-/],
  ['input-group', /^input-group-/],
  ['placeholder', /^placeholder-/],
  ['progress', /^progress-/],
  ['img', /^img-/],
  ['pagination', /^(?:pagination-|page-)/],
  // Colours given as props (`bg="success"`, `text="white"`, `border="danger"`) and the placements of ToastContainer and Navbar.
  ['bg', new RegExp(`^bg-(?:${themeColours})$`)],
  ['text', new RegExp(`^text-(?:${themeColours}|body|muted|white)$`)],
  ['border', new RegExp(`^border-(?:${themeColours}|white)$`)],
  ['position', /^position-/],
  ['fixed', /^fixed-/],
  ['sticky', /^sticky-/],
  // The app's own: a toast's tone, an account card's type.
  ['app-toast', /^app-toast-/],
  ['account-card', /^account-card-/],
];

/** The classes joined at run time from the prefixes this code writes. */
export function runtimeClasses(code: readonly string[]): RegExp[] {
  return runtimeJoined
    .filter(([prefix]) => {
      const written = new RegExp(`(['"\`])${prefix}\\1|\\b${prefix}-\\$\\{`);
      return code.some((text) => written.test(text));
    })
    .map(([, classes]) => classes);
}

/** A size the grid is given at a breakpoint (`md={6}`, `xs="auto"`) or a gutter (`g={3}`, `gap={2}`). */
const gridProp = /\b(xs|sm|md|lg|xl|xxl|gx|gy|g|gap)=(?:\{(\d+)\}|["'](auto)["'])/g;

/**
 * PurgeCSS's own way of reading words from code (each may name a class), and the classes the grid
 * joins from its props: `<Col md={6}>` is `col-md-6`, `<Row xs={2}>` `row-cols-2` (the smallest
 * breakpoint adds no infix), `<Stack gap={3}>` `gap-3`.
 */
export function classWords(code: string): string[] {
  const words: string[] = code.match(/[A-Za-z0-9_-]+/g) ?? [];
  for (const [, name, size, auto] of code.matchAll(gridProp)) {
    const value = size ?? auto!;
    if (name === 'g' || name === 'gx' || name === 'gy' || name === 'gap') words.push(`${name}-${value}`);
    else {
      const infix = name === 'xs' ? '' : `-${name}`;
      words.push(`col${infix}-${value}`, `row-cols${infix}-${value}`);
    }
  }
  return words;
}

/** Between stylesheets purged as one: a comment PurgeCSS keeps, at the top level of each. */
const nextStylesheet = '\n/*! purged-css: next stylesheet */\n';

/** Words read as elements and attributes only (`ol`, `type`), never as classes. */
const elementsOnly = 'elements';

/**
 * Stylesheets purged together for the code, as one text: PurgeCSS follows custom properties and
 * keyframes within one stylesheet only, and what one reads (a feature's stylesheet the theme's
 * custom properties) must stay in another. Rules of elements and attributes stay for what
 * `elementCode` names: the public pages' cut keeps the whole app's, so that the two differ in
 * classes only and the minifier, which joins neighbouring rules, joins the same ones in both.
 * The results come in the order given.
 */
export async function purgeStylesheets(stylesheets: readonly string[], code: Iterable<string>, elementCode: Iterable<string> = []): Promise<string[]> {
  if (stylesheets.length === 0) return [];
  const sources = [...code];
  const [result] = await new PurgeCSS().purge({
    content: [...sources.map((raw) => ({ raw, extension: 'js' })), ...[...elementCode].map((raw) => ({ raw, extension: elementsOnly }))],
    css: [{ raw: stylesheets.join(nextStylesheet) }],
    defaultExtractor: classWords,
    extractors: [
      {
        extensions: [elementsOnly],
        extractor: (text) => {
          const words = classWords(text);
          return { tags: words, attributes: { names: words, values: words }, classes: [], ids: [], undetermined: [] };
        },
      },
    ],
    safelist: { standard: runtimeClasses(sources) },
    variables: true,
    keyframes: true,
  });
  const purged = result!.css.split(nextStylesheet.trim());
  if (purged.length !== stylesheets.length) throw new Error(`Purged ${stylesheets.length} stylesheets into ${purged.length}`);
  return purged.map((css) => css.trim());
}

/** The module that names the shell's stylesheet's two cuts. */
export const SHELL_STYLESHEETS_MODULE = 'virtual:shell-stylesheets';
const resolvedShellStylesheets = `\0${SHELL_STYLESHEETS_MODULE}`;
/** The two cuts, told apart by a query on the shell's stylesheet. */
const cuts = { publicPages: 'public-pages', wholeApp: 'whole-app' } as const;
type Cut = keyof typeof cuts;

/** Written just before a specifier's quote: `import('…')`, a part of the app that loads the whole app's cut of the shell's stylesheet with its code (app/shell-stylesheets.ts). */
const wholeAppPartCall = /\bwithWholeAppStylesheet\(\s*import\s*\(\s*$/;
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
 * TypeScript's pre-processor reads the imports (`import`, `export … from`, `import()`,
 * `require()`), so an import written inside a string or a comment — a code sample the app shows —
 * is no module of the app.
 */
export function importsOf(code: string): { specifier: string; wholeAppPart: boolean }[] {
  const runtime = code.replace(typeOnlyImport, '');
  return ts.preProcessFile(runtime, true, true).importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    wholeAppPart: wholeAppPartCall.test(runtime.slice(Math.max(0, pos - 60), pos)),
  }));
}

interface Usage {
  /** The app's other stylesheets (each feature's, not Swagger UI's, which its page links by URL), purged for the whole app. */
  features: ReadonlyMap<string, string>;
  /** The two cuts of the shell's stylesheet. */
  shell: Record<Cut, string>;
}

type Resolve = (source: string, importer: string) => Promise<{ id: string; external?: boolean | string } | null>;

/**
 * Reads the module graph from the entries by its import statements, resolving as the build does:
 * every module for the whole app, and those reached without entering a part that brings the whole
 * app's stylesheet for the public pages; then purges the stylesheets for each.
 */
async function usageFrom({ entries, sourceRoot, shellStylesheet, page }: PurgedCssOptions, resolve: Resolve): Promise<Usage> {
  const edges = new Map<string, { target: string; wholeAppPart: boolean }[]>();
  const scripts = new Set(entries);
  const stylesheets = new Set<string>();
  // The page names the elements no code writes (`html`, `body`), whose rules every page uses.
  const code = new Map([[page, await readFile(page, 'utf8')]]);
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
  const publicPages = new Set([page, ...entries]);
  for (const file of publicPages) for (const edge of edges.get(file) ?? []) if (!edge.wholeAppPart) publicPages.add(edge.target);
  const publicCode = [...code].filter(([file]) => publicPages.has(file)).map(([, text]) => text);

  const featureFiles = [...stylesheets];
  const [features, shell] = await Promise.all([Promise.all(featureFiles.map((file) => readFile(file, 'utf8'))), shellStylesheetText(shellStylesheet, resolve)]);
  // The features' stylesheets are purged beside each cut, so that the theme's custom properties they read stay in it.
  const [[wholeApp, ...purgedFeatures], [publicCut]] = await Promise.all([
    purgeStylesheets([shell, ...features], code.values()),
    purgeStylesheets([shell, ...features], publicCode, code.values()),
  ]);
  return {
    features: new Map(featureFiles.map((file, index) => [file, purgedFeatures[index]!])),
    shell: { wholeApp: wholeApp!, publicPages: publicCut! },
  };
}

/**
 * The shell's stylesheet whole: the files it `@import`s, in order, joined into one, without their
 * source map comments, which name files beside them, not beside the joined stylesheet.
 */
async function shellStylesheetText(stylesheet: string, resolve: Resolve): Promise<string> {
  const specifiers: string[] = [];
  postcss.parse(await readFile(stylesheet, 'utf8')).walkAtRules('import', (rule) => {
    specifiers.push(rule.params.replace(/^['"]|['"]$/g, ''));
  });
  const texts = await Promise.all(
    specifiers.map(async (specifier) => {
      const resolved = await resolve(specifier, stylesheet);
      if (!resolved) throw new Error(`${path.basename(stylesheet)} imports ${specifier}, which does not resolve`);
      return (await readFile(resolved.id, 'utf8')).replace(/\/\*#\s*sourceMappingURL=[^*]*\*\//g, '');
    }),
  );
  return texts.join('\n');
}

export interface PurgedCssOptions {
  /** The app's entry modules. */
  entries: readonly string[];
  /** The app's sources, whose words name classes. */
  sourceRoot: string;
  /** The shell's stylesheet: `@import`s only, in cascade order. */
  shellStylesheet: string;
  /** The app's HTML page. */
  page: string;
}

export function purgedCss(options: PurgedCssOptions): Plugin {
  const { shellStylesheet } = options;
  let usage: Promise<Usage> | undefined;
  let building = false;
  const purging = () => building && process.env.SANDBANK_FULL_CSS !== '1';
  const cutOf = (id: string): Cut | undefined => {
    if (withoutQuery(id) !== shellStylesheet || !/[?&]transform-only\b/.test(id)) return undefined;
    return (Object.keys(cuts) as Cut[]).find((cut) => new RegExp(`[?&]${cuts[cut]}\\b`).test(id));
  };
  return {
    name: 'sandbank-purged-css',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!purging()) return;
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
      return (await usage).shell[cut];
    },
    async transform(code, id) {
      if (!usage || !stylesheetFile.test(id)) return null;
      const purged = (await usage).features.get(id);
      return purged === undefined ? null : { code: purged, map: null };
    },
  };
}
