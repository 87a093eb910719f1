import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema loads on first use, so a form can show before the
 * schema library has arrived; `preload` starts fetching it early.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(load: () => Promise<Resolver<Input, Context, Output>>) {
  let loading: Promise<Resolver<Input, Context, Output>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => undefined);
    },
  });
}
