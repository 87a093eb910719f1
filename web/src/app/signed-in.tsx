import { lazy } from 'react';
import type { SessionUser } from '../lib/stored-session';
import { withServerState } from './with-server-state';

export { RequireAdmin } from './guards/require-admin';
export { RequireAuth } from './guards/require-auth';

/*
 * What a signed-in visitor needs before any page, loaded as one small piece when first needed
 * (load-signed-in.ts): the guards and the header's bell and avatar menu, whose code loads, with the
 * server-state cache, when first shown. The pages behind the guards are the router's (router.tsx).
 */

const LazySignedInActions = lazy(withServerState(() => import('./layouts/signed-in-actions').then((module) => ({ default: module.SignedInActions }))));

/** The bell and the avatar menu (layouts/signed-in-actions.tsx); a component, as the header loads it lazily itself. */
export function SignedInActions({ user }: { user: SessionUser }) {
  return <LazySignedInActions user={user} />;
}
