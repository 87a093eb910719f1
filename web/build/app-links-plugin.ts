import type { Plugin } from 'vite';

/*
 * Points every `react-router` import of the app at `appRouter` (src/app/react-router.ts: React
 * Router with the app's Link and NavLink), in development and in the build, so that React
 * Router's own Link — with the framework's prefetching it reaches — leaves every page's first
 * download. The app's code imports React Router as usual and type-checks against its types; the
 * modules in `realRouterImporters` (the replacement itself) get the real one.
 */

/** `react-router`, or the file the build's alias makes of it (its production build). */
const isRouterImport = (source: string, productionBuild: string) => source === 'react-router' || source === productionBuild;

export function appLinks({ appRouter, realRouterImporters, productionBuild }: { appRouter: string; realRouterImporters: readonly string[]; productionBuild: string }): Plugin {
  const seesRealRouter = new Set([appRouter, ...realRouterImporters]);
  return {
    name: 'sandbank-app-links',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!isRouterImport(source, productionBuild) || (importer && seesRealRouter.has(importer))) return null;
      return appRouter;
    },
  };
}
