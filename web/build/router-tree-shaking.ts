import type { Plugin } from 'vite';

/*
 * React Router's production build defines its components and contexts with React calls the bundler
 * cannot know are free of side effects (`forwardRef`, `createContext`, `memo`), then names some of
 * them for React's developer tools (`Form.displayName = "Form"`). Either keeps a definition in the
 * bundle whether the app uses it or not — `<Form>` with `useSubmit` and the form helpers,
 * `<ScrollRestoration>`, the data router's memoised routes — in every page's first download. The
 * calls are pure and the names only serve the developer tools, so this step marks the one and
 * drops the other in the router's own files, and the unused definitions go (about 4 KB, 1.2 KB
 * gzip). The app's own code and every other library are left as they are.
 */

/** React Router's production files (the development build, used by `vite` in development, keeps its names). */
const routerProductionFile = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `var Link = React10.forwardRef(`: a top-level definition by a React call that has no side effects. */
const pureDefinition = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** `Form.displayName = "Form";`: a top-level statement that only names a component for the developer tools. */
const displayNameStatement = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** The router's code with its React definitions marked pure and its developer-tools names dropped; lines keep their place. */
export function withPureRouterDefinitions(code: string): string {
  return code.replace(pureDefinition, '$1/* @__PURE__ */ $2').replace(displayNameStatement, '');
}

/** The build step (`build.rolldownOptions.plugins`); it touches React Router's production files only. */
export function routerTreeShaking(): Plugin {
  return {
    name: 'sandbank-router-tree-shaking',
    transform: {
      filter: { id: routerProductionFile },
      handler(code) {
        return { code: withPureRouterDefinitions(code), map: null };
      },
    },
  };
}
