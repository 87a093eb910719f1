import { describe, expect, it } from 'vitest';
import { importsOf, purgeStylesheets } from './purged-css-plugin.ts';

const compact = (css: string) => css.replace(/\s+/g, ' ').replace(/\s*([{};:,])\s*/g, '$1').trim();

describe('the module graph the public pages’ cut is read from', () => {
  it('follows the modules a module imports, not those it takes types from', () => {
    const imports = importsOf(
      [
        "import { paths } from '../config/paths';",
        "import type { SessionUser } from './signed-in';",
        "export type { SessionUser } from '../lib/stored-session';",
        "import { FullScreenSpinner } from '../components/ui/full-screen-spinner';",
        "const loadHome = () => import('./routes/home');",
      ].join('\n'),
    );
    expect(imports.map((entry) => entry.specifier)).toEqual(['../config/paths', '../components/ui/full-screen-spinner', './routes/home']);
  });

  it('leaves out an import written in a code sample or a comment', () => {
    const imports = importsOf(
      [
        "import { paths } from '../config/paths';",
        "// Written as `import { x } from 'nowhere'` elsewhere.",
        "export const sample = () => `import { expect, test } from '@playwright/test';\nconst page = ${'`'}${paths.home}${'`'};`;",
        "const about = () => import('./routes/about');",
      ].join('\n'),
    );
    expect(imports.map((entry) => entry.specifier)).toEqual(['../config/paths', './routes/about']);
  });

  it('knows the parts that bring the whole app’s stylesheet by how they are loaded, import by import', () => {
    const imports = importsOf(
      [
        "const loadSignedIn = () => withWholeAppStylesheet(import('./signed-in'));",
        "const about = () => import('./routes/about');",
        "import { SignedInActions } from './signed-in';",
      ].join('\n'),
    );
    expect(imports).toEqual([
      { specifier: './signed-in', wholeAppPart: true },
      { specifier: './routes/about', wholeAppPart: false },
      { specifier: './signed-in', wholeAppPart: false },
    ]);
  });
});

describe('purging for the code', () => {
  it('drops the rules whose classes the code never names, and keeps the order of the rest', async () => {
    const [css] = await purgeStylesheets(['a{color:red}hr{margin:0}.unused,.card{padding:1px}.card .unused{margin:0}.card:hover{color:blue}'], ['<div className="card"><a href="/" /></div>']);
    expect(compact(css!)).toBe('a{color:red}.card{padding:1px}.card:hover{color:blue}');
  });

  it('keeps the variants a component joins at run time, where the code writes their prefix', async () => {
    const css = '.btn-outline-danger{color:red}.modal-dialog{top:0}.text-success{color:green}.text-bg-success{color:green}';
    const [withPrefixes] = await purgeStylesheets([css], ["useBootstrapPrefix(bsPrefix, 'btn')", 'className={`text-${tone}`}']);
    const [without] = await purgeStylesheets([css], ['<div className="btn-group text-end" />']);
    expect(compact(withPrefixes!)).toBe('.btn-outline-danger{color:red}.text-success{color:green}');
    expect(compact(without!)).toBe('');
  });

  it('keeps the grid’s classes for the sizes it is given', async () => {
    const css = '.col-md-6{width:50%}.col-lg-6{width:50%}.col-12{width:100%}.row-cols-2>*{width:50%}.row-cols-md-2>*{width:50%}.gap-3{gap:1rem}';
    const [purged] = await purgeStylesheets([css], ['<Col md={6} xs={12} />', '<Row xs={2}>', '<Stack gap={3}>']);
    expect(compact(purged!)).toBe('.col-md-6{width:50%}.col-12{width:100%}.row-cols-2>*{width:50%}.gap-3{gap:1rem}');
  });

  it('keeps the custom properties and keyframes another stylesheet of the page reads, and drops the rest', async () => {
    const shell = ':root{--brand:var(--navy);--navy:#123;--unused:1px}@keyframes fade{to{opacity:0}}@keyframes spin{to{top:0}}.table{border:0}';
    const feature = '.hero{background:var(--brand);animation:fade 1s}';
    const [withFeature, purgedFeature] = await purgeStylesheets([shell, feature], ['className="hero"']);
    const [alone] = await purgeStylesheets([shell], ['className="hero"']);
    expect(compact(withFeature!)).toBe(':root{--brand:var(--navy);--navy:#123}@keyframes fade{to{opacity:0}}');
    expect(compact(purgedFeature!)).toBe(compact(feature));
    expect(compact(alone!)).toBe(':root{}');
  });

  it('keeps, for less code, a part of what it keeps for more, in the same order', async () => {
    const css = ':root{--a:1px;--b:2px}.btn{margin:var(--a)}.form-control{margin:var(--b)}.card{padding:1px}';
    const [publicPages] = await purgeStylesheets([css], ['<Button className="btn" />']);
    const [wholeApp] = await purgeStylesheets([css], ['<Button className="btn" />', '<input className="form-control" /><div className="card" />']);
    expect(compact(publicPages!)).toBe(':root{--a:1px}.btn{margin:var(--a)}');
    expect(compact(wholeApp!)).toBe(':root{--a:1px;--b:2px}.btn{margin:var(--a)}.form-control{margin:var(--b)}.card{padding:1px}');
  });
});
