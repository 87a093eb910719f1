import { publicPages, wholeApp } from 'virtual:shell-stylesheets';

/*
 * The shell's stylesheet (app/shell-stylesheet.css: Bootstrap, the theme, the frame) ships in two
 * cuts, read from the code by the build (build/purged-css-plugin.ts): the public pages' — only the
 * rules their code can use, about half — and the whole app's. A visitor of the public pages
 * downloads only theirs; the parts of the app that need more load the whole app's with their code
 * (`withWholeAppStylesheet`). Both cuts keep the same rules in the same order, the whole app's
 * having more, so once it follows the public one in the page it decides the cascade alone, as if
 * it were the only one. The app's other stylesheets (each feature's) come after both.
 */

export type ShellStylesheetCut = 'publicPages' | 'wholeApp';

const hrefs: Record<ShellStylesheetCut, string> = { publicPages, wholeApp };
const loads = new Map<string, { link: HTMLLinkElement; loaded: Promise<void> }>();

function insert(href: string): { link: HTMLLinkElement; loaded: Promise<void> } {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`The stylesheet ${href} could not be loaded`)), { once: true });
  });
  // Right after the cut already in the page, or before every other stylesheet: the features'
  // stylesheets, loaded with their code, override the shell's as written.
  const placed = [...loads.values()].at(-1)?.link;
  if (placed) placed.after(link);
  else document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"], style'));
  return { link, loaded };
}

/** Puts a cut of the shell's stylesheet in the page, once; settles when it applies. The whole app's serves the public pages too. */
export function loadShellStylesheet(cut: ShellStylesheetCut): Promise<void> {
  const href = hrefs[cut];
  const present = loads.get(href) ?? (cut === 'publicPages' ? loads.get(hrefs.wholeApp) : undefined);
  if (present) return present.loaded;
  const load = insert(href);
  loads.set(href, load);
  // A stylesheet that could not load leaves the page, so that trying again (a reload of the part) fetches it anew.
  load.loaded.catch(() => {
    load.link.remove();
    loads.delete(href);
  });
  return load.loaded;
}

/**
 * A part of the app whose code needs the whole app's cut: its module once both have loaded. The
 * build reads these calls (written with the `import()` inside) to know which code the public
 * pages' cut need not serve.
 */
export function withWholeAppStylesheet<Module>(module: Promise<Module>): Promise<Module> {
  return Promise.all([module, loadShellStylesheet('wholeApp')]).then(([loaded]) => loaded);
}
