/** Every URL of the web app, declared once. Components link through these, never through literals. */
export const paths = {
  home: '/',
  auth: '/auth',
  about: '/about',
  services: '/services',
  dashboard: '/dashboard',
  transactions: '/transactions',
  wireTransfer: '/wire-transfer',
  internalTransfer: '/internal-transfer',
  checkDeposit: '/check-deposit',
  safeDepositLocker: '/safe-deposit-locker',
  profile: '/profile',
  admin: '/admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * Screens of the product that this release does not ship yet. Links to them open a dialog that
 * says so instead of leading to a page that does not exist; remove a path here when its page lands.
 */
const upcomingPaths: ReadonlySet<string> = new Set<string>([
  paths.wireTransfer,
  paths.checkDeposit,
  paths.safeDepositLocker,
  paths.profile,
]);

export const isAvailablePath = (path: string): boolean => !upcomingPaths.has(path);

/** Sections of the services page that the home page links to. */
export const serviceSections = {
  savingsAccount: 'savings-account',
  personalLoans: 'personal-loans',
  wireTransfers: 'wire-transfers',
  creditCards: 'credit-cards',
} as const;

export const serviceSectionPath = (section: (typeof serviceSections)[keyof typeof serviceSections]) =>
  `${paths.services}#${section}`;
