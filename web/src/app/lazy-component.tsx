import { lazy, type ComponentType } from 'react';

/** A component whose module loads the first time it renders; `pick` names it in the module. */
export function lazyComponent<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

/**
 * Like `lazyComponent`, for a part of the screen that talks to the API: its module and the
 * server-state provider load together (never one after the other) and the provider wraps it.
 */
export function lazyServerStateComponent<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => {
    const [{ ServerState }, module] = await Promise.all([import('./server-state'), load()]);
    const Component = pick(module);
    function WithServerState(props: Props) {
      return (
        <ServerState>
          <Component {...props} />
        </ServerState>
      );
    }
    return { default: WithServerState };
  });
}
