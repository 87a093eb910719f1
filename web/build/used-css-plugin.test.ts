import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { importsOf } from './used-css-plugin.ts';
import { pruneStylesheets, usedNamesOf } from './used-css.ts';

describe('the module graph the public pages’ cut is read from', () => {
  it('follows the modules a module imports, not those it takes types from', () => {
    const imports = importsOf(
      [
        "import { paths } from '../config/paths';",
        "import type { SignedInPageName } from './signed-in';",
        "export type { SessionUser } from '../lib/stored-session';",
        "import { lazyComponent, type Loader } from './lazy-component';",
        "const Home = lazyComponent(() => import('./routes/home'));",
      ].join('\n'),
    );
    expect(imports.map((entry) => entry.specifier)).toEqual(['../config/paths', './lazy-component', './routes/home']);
  });

  it('knows the parts that bring the whole app’s stylesheet by how they are loaded, import by import', () => {
    const imports = importsOf(
      [
        "const loadSignedIn = () => withWholeAppStylesheet(import('./signed-in'));",
        "const About = lazy(() => import('./routes/about'));",
        "import { SignedInPage } from './signed-in';",
      ].join('\n'),
    );
    expect(imports).toEqual([
      { specifier: './signed-in', wholeAppPart: true },
      { specifier: './routes/about', wholeAppPart: false },
      { specifier: './signed-in', wholeAppPart: false },
    ]);
  });
});

describe('a cut of the shell’s stylesheet', () => {
  it('keeps the custom properties another stylesheet of the page reads, as a feature’s reads the theme’s', () => {
    const shell = postcss.parse(':root{--brand:#123;--unused:1px}.btn{color:var(--brand)}.table{border:0}');
    const feature = postcss.parse('.hero{background:var(--brand)}');
    const other = postcss.parse(':root{--brand:#123;--unused:1px}');
    pruneStylesheets([shell], usedNamesOf(['<Button className="btn" />']), [feature]);
    pruneStylesheets([other], usedNamesOf(['']));
    expect(shell.toString()).toBe(':root{--brand:#123}.btn{color:var(--brand)}');
    expect(other.toString()).toBe('');
  });

  it('keeps, for less code, a part of what it keeps for more, in the same order', () => {
    const css = ':root{--a:1px;--b:2px}.btn{margin:var(--a)}.form-control{margin:var(--b)}.btn-lg{padding:0}.card{padding:1px}';
    const cut = (...sources: string[]) => {
      const root = postcss.parse(css);
      pruneStylesheets([root], usedNamesOf(sources));
      return root.nodes.map((node) => node.toString());
    };
    const publicPages = cut('<Button className="btn btn-lg" />');
    const wholeApp = cut('<Button className="btn btn-lg" />', '<input className="form-control" /><div className="card" />');
    expect(publicPages).toEqual([':root{--a:1px}', '.btn{margin:var(--a)}', '.btn-lg{padding:0}']);
    expect(wholeApp).toEqual([':root{--a:1px;--b:2px}', '.btn{margin:var(--a)}', '.form-control{margin:var(--b)}', '.btn-lg{padding:0}', '.card{padding:1px}']);
  });
});
