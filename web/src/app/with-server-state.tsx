import type { ComponentType } from 'react';
import { withWholeAppStylesheet } from './shell-stylesheets';

type ComponentModule<Props> = { default: ComponentType<Props> };

/**
 * For `React.lazy`, a part of the screen that talks to the API: its module and the server-state
 * provider (server-state.tsx) load together, never one after the other, and the provider wraps it.
 * Only the signed-in parts talk to the API, so the provider comes with the whole app's stylesheet:
 * the public pages' cut need not serve its library's code.
 */
export function withServerState<Props extends object>(load: () => Promise<ComponentModule<Props>>): () => Promise<ComponentModule<Props>> {
  return async () => {
    const [{ ServerState }, { default: Component }] = await Promise.all([withWholeAppStylesheet(import('./server-state')), load()]);
    function WithServerState(props: Props) {
      return (
        <ServerState>
          <Component {...props} />
        </ServerState>
      );
    }
    return { default: WithServerState };
  };
}
