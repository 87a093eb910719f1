/**
 * Every URL of the web app, declared once and grouped by area; components link through these,
 * never through literals. Only screens this release ships are here: a screen's path, its route
 * and the links to it arrive together, so nothing links to a page that does not exist.
 */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  developers: '/developers',
  auth: '/auth',
  dashboard: '/dashboard',
  transactions: '/transactions',
  profile: '/profile',
  webhooks: '/profile/webhooks',
  transfers: {
    internal: '/internal-transfer',
    wire: '/wire-transfer',
    wireConfirm: '/wire-transfer/:wireId/confirm',
  },
  checkDeposit: '/check-deposit',
  locker: '/safe-deposit-locker',
  admin: {
    overview: '/admin',
    users: '/admin/users',
    accounts: '/admin/accounts',
    createUser: '/admin/create-user',
    audit: '/admin/audit',
    transfers: '/admin/transfers',
    transactions: '/admin/transactions',
    profile: '/admin/profile',
    checks: '/admin/checks',
    safeLocker: '/admin/safe-locker',
    approvals: '/admin/approvals',
  },
} as const;

/** The confirmation step of one wire request. */
export const wireConfirmPath = (wireId: string) => paths.transfers.wireConfirm.replace(':wireId', encodeURIComponent(wireId));

/** Sections of the services page that the home page links to. */
export const serviceSections = {
  savingsAccount: 'savings-account',
  personalLoans: 'personal-loans',
  wireTransfers: 'wire-transfers',
  creditCards: 'credit-cards',
} as const;

export const serviceSectionPath = (section: (typeof serviceSections)[keyof typeof serviceSections]) =>
  `${paths.services}#${section}`;
