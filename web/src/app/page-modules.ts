import type { ComponentType } from 'react';

/** What React.lazy loads: a module whose default export is the page. */
export type RouteModule = { default: ComponentType };
export type LoadRoute = () => Promise<RouteModule>;

/** A feature's screen as a page: the export `name` of the module `load` brings. */
export function screen<Module>(load: () => Promise<Module>, name: { [Key in keyof Module]: Module[Key] extends ComponentType ? Key : never }[keyof Module]): LoadRoute {
  return () => load().then((module) => ({ default: module[name] as ComponentType }));
}
