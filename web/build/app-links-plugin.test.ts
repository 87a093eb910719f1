import { describe, expect, it } from 'vitest';
import { appLinks } from './app-links-plugin.ts';

const options = { appRouter: '/web/src/app/react-router.ts', realRouterImporters: ['/web/src/app/links.tsx'], productionBuild: '/nm/react-router/dist/production/index.mjs' };
const resolveId = appLinks(options).resolveId as (source: string, importer?: string) => string | null;

describe("the app's links plugin", () => {
  it("points the app's imports of React Router, by name or by the build's alias, at the app's router", () => {
    expect(resolveId('react-router', '/web/src/features/site/components/home-screen.tsx')).toBe(options.appRouter);
    expect(resolveId(options.productionBuild, '/web/src/app/layouts/nav-links.tsx')).toBe(options.appRouter);
  });

  it("leaves the real router to the app's router and its links, and every other import alone", () => {
    expect(resolveId('react-router', options.appRouter)).toBeNull();
    expect(resolveId(options.productionBuild, '/web/src/app/links.tsx')).toBeNull();
    expect(resolveId('react', '/web/src/main.tsx')).toBeNull();
    expect(resolveId('./links', options.appRouter)).toBeNull();
  });
});
