/*
 * Everything in one import, for the web app, infra/, scripts/ and tests. The Lambda handlers
 * never import this barrel: each takes only what it needs through the package's subpath exports
 * (see package.json), so a function bundles its own area and nothing else.
 */
export * from './money';
export * from './avatar';
export * from './bank-settings';
export * from './csv';
export * from './errors';
export * from './brand';
export * from './schemas/error-body';
export * from './messages';
export * from './ledger';
export * from './rate-limits';
export * from './schemas/common';
export * from './schemas/amount';
export * from './schemas/credentials';
export * from './schemas/account';
export * from './schemas/transaction';
export * from './schemas/audit';
export * from './schemas/search';
export * from './schemas/runtime-config';
export * from './schemas/notification';
export * from './schemas/bank-codes';
export * from './schemas/wire';
export * from './schemas/check';
export * from './schemas/locker';
export * from './sandbox';
export * from './api/operation';
export * from './api/operations/public';
export * from './api/operations/profile';
export * from './api/operations/accounts';
export * from './api/operations/transactions';
export * from './api/operations/transfers';
export * from './api/operations/notifications';
export * from './api/operations/admin/postings';
export * from './api/operations/admin/audit';
export * from './api/operations/admin/audit-actions';
export * from './api/operations/admin/ledger';
export * from './api/operations/admin/users';
export * from './api/operations/admin/accounts';
export * from './api/operations/admin/overview';
export * from './api/operations/admin/transactions';
export * from './api/operations/wires';
export * from './api/operations/admin/wires';
export * from './api/operations/checks';
export * from './api/operations/admin/checks';
export * from './api/operations/locker';
export * from './api/operations/admin/locker';
export * from './api/operations/index';
export * from './api/paths';
export * from './api/openapi';
export * from './api/openapi-document';
export * from './api/operations/sandbox';
