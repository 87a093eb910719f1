import type { SessionUser } from '../lib/stored-session';
import { lazyServerStateComponent } from './lazy-server-state-component';

export { RequireAdmin } from './guards/require-admin';
export { RequireAuth } from './guards/require-auth';

/*
 * What only a signed-in visitor sees, loaded as one small piece when first needed (load-signed-in.ts):
 * the guards, the pages behind them and the header's bell and avatar menu. Each page and the menus
 * load their own code, with the server-state cache, when first shown. They are named here rather
 * than in the router and the header so that the public pages' first download does not carry the
 * long list of files each of them preloads.
 */

const LazySignedInActions = lazyServerStateComponent(() => import('./layouts/signed-in-actions'), (module) => module.SignedInActions);

/** The bell and the avatar menu (layouts/signed-in-actions.tsx); a component, as the header loads it lazily itself. */
export function SignedInActions({ user }: { user: SessionUser }) {
  return <LazySignedInActions user={user} />;
}

const pages = {
  dashboard: lazyServerStateComponent(() => import('./routes/dashboard'), (module) => module.DashboardRoute),
  transactions: lazyServerStateComponent(() => import('./routes/transactions'), (module) => module.TransactionsRoute),
  internalTransfer: lazyServerStateComponent(() => import('./routes/internal-transfer'), (module) => module.InternalTransferRoute),
  wireTransfer: lazyServerStateComponent(() => import('./routes/wire-transfer'), (module) => module.WireTransferRoute),
  wireConfirm: lazyServerStateComponent(() => import('./routes/wire-confirm'), (module) => module.WireConfirmRoute),
  checkDeposit: lazyServerStateComponent(() => import('./routes/check-deposit'), (module) => module.CheckDepositRoute),
  profile: lazyServerStateComponent(() => import('./routes/profile'), (module) => module.ProfileRoute),
  webhooks: lazyServerStateComponent(() => import('./routes/webhooks'), (module) => module.WebhooksRoute),
  locker: lazyServerStateComponent(() => import('./routes/safe-deposit-locker'), (module) => module.SafeDepositLockerRoute),
  admin: lazyServerStateComponent(() => import('./routes/admin/routes'), (module) => module.AdminRoutes),
};

export type SignedInPageName = keyof typeof pages;

export function SignedInPage({ name }: { name: SignedInPageName }) {
  const Page = pages[name];
  return <Page />;
}
