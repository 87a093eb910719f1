import { lazy, type ComponentType } from 'react';

/** A component whose module loads the first time it renders; `pick` names it in the module. */
export function lazyComponent<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
