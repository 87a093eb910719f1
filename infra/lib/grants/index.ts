import { operationIds, operations, type operationAreas, type OperationArea, type OperationDefinition, type OperationId } from '@sandbank/shared';
import { access, parseAccess, type Access } from './access';
import type { AreaGrants } from './area-grants';
import { accountGrants } from './accounts';
import { adminAccountGrants } from './admin/accounts';
import { adminApprovalGrants } from './admin/approvals';
import { adminAuditGrants } from './admin/audit';
import { adminLedgerGrants } from './admin/ledger';
import { adminLockerGrants } from './admin/locker';
import { adminOverviewGrants } from './admin/overview';
import { adminPostingGrants } from './admin/postings';
import { adminUserGrants } from './admin/users';
import { adminTransactionGrants } from './admin/transactions';
import { adminCheckGrants } from './admin/checks';
import { checkGrants } from './checks';
import { accessFromTable } from './features';
import { eventGrants } from './events';
import { lockerGrants } from './locker';
import { notificationGrants } from './notifications';
import { profileGrants } from './profile';
import { publicGrants } from './public';
import { sandboxGrants } from './sandbox';
import { transactionGrants } from './transactions';
import { transferGrants } from './transfers';
import { webhookGrants } from './webhooks';
import { wireGrants } from './wires';
import { adminWireGrants } from './admin/wires';

/*
 * What every function may access, as plain data (no CDK): the stack turns it into IAM statements
 * (policy.ts), and the local gateway holds the handlers to the same grants.
 */

export * from './access';
export { accessFromTable, audited, movesMoney, onboarding } from './features';
export { jobGrants, type JobGrants } from './jobs';
export { liveGrants, pushesLiveUpdates, type LiveGrants } from './live';
export { streamGrants, type StreamGrants } from './streams';
export { triggerGrants, type TriggerGrants } from './triggers';

export type OperationGrants = Record<OperationId, Access>;

/**
 * The grants of every area, beside the areas of the operation table (shared/src/api/operations/).
 * An area missing here, or an operation missing in its area's grants, does not compile;
 * `grantsOf` repeats the check at synth.
 */
export const grantsByArea = {
  public: publicGrants,
  profile: profileGrants,
  accounts: accountGrants,
  transactions: transactionGrants,
  transfers: transferGrants,
  notifications: notificationGrants,
  'admin/postings': adminPostingGrants,
  'admin/approvals': adminApprovalGrants,
  'admin/audit': adminAuditGrants,
  'admin/ledger': adminLedgerGrants,
  'admin/users': adminUserGrants,
  'admin/accounts': adminAccountGrants,
  'admin/overview': adminOverviewGrants,
  'admin/transactions': adminTransactionGrants,
  wires: wireGrants,
  'admin/wires': adminWireGrants,
  checks: checkGrants,
  'admin/checks': adminCheckGrants,
  locker: lockerGrants,
  'admin/locker': adminLockerGrants,
  sandbox: sandboxGrants,
  events: eventGrants,
  webhooks: webhookGrants,
} as const satisfies { [Area in OperationArea]: AreaGrants<(typeof operationAreas)[Area]> };

/** What each operation's area declares for it, whatever its area. */
export const operationGrants: OperationGrants = Object.assign({}, ...Object.values(grantsByArea));

/**
 * The declared access of one operation (or job); throws when the map has no entry — a new
 * function nobody thought about — or the entry names something that does not exist.
 */
export function grantsOf(
  grants: Readonly<Record<string, Access | undefined>>,
  name: string,
  where = { kind: 'Operation', file: 'infra/lib/grants/<its area>.ts' },
): Access {
  const entry = Object.hasOwn(grants, name) ? grants[name] : undefined;
  if (entry === undefined) {
    throw new Error(`${where.kind} "${name}" has no entry in ${where.file}; declare what it may access (or noAccess for nothing).`);
  }
  return parseAccess(entry, name);
}

/** Everything an operation's function may access: what its area declares and what its row in the table implies. */
export function operationAccess(
  operationId: string,
  grants: Readonly<Record<string, Access | undefined>> = operationGrants,
  table: Readonly<Record<string, OperationDefinition>> = operations,
): Access {
  const operation = table[operationId];
  if (operation === undefined) throw new Error(`Operation ${operationId} is not in the operation table`);
  return access(grantsOf(grants, operationId), accessFromTable(operation));
}

/** Every operation in the table must have an entry, and the map must not name operations that do not exist. */
export function assertGrantsCoverOperations(grants: Partial<OperationGrants>, ids: readonly string[] = operationIds): void {
  for (const id of ids) grantsOf(grants, id);
  const unknown = Object.keys(grants).filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw new Error(`Grants declared for unknown operations: ${unknown.join(', ')}`);
}
