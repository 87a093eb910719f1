import { lazy, type ComponentType } from 'react';

/**
 * Like `lazyComponent` (lazy-component.tsx), for a part of the screen that talks to the API: its
 * module and the server-state provider load together (never one after the other) and the
 * provider wraps it. Only the signed-in parts use it, so the public pages' first download holds
 * neither it nor the list of files it preloads.
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
