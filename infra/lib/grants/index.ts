import { operationIds, type operationAreas, type OperationArea, type OperationId } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';
import { accountGrants } from './accounts';
import { adminAuditGrants } from './admin/audit';
import { adminLedgerGrants } from './admin/ledger';
import { adminPostingGrants } from './admin/postings';
import { grantKinds, type Grant } from './grant-kinds';
import { profileGrants } from './profile';
import { publicGrants } from './public';
import { transactionGrants } from './transactions';
import { transferGrants } from './transfers';

export { applyGrants, dynamoWriteActions, grantKinds, statementsFor, type Grant, type GrantTargets } from './grant-kinds';
export { jobGrants, type JobGrants } from './jobs';

export type OperationGrants = Record<OperationId, readonly Grant[]>;

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
  'admin/postings': adminPostingGrants,
  'admin/audit': adminAuditGrants,
  'admin/ledger': adminLedgerGrants,
} as const satisfies { [Area in OperationArea]: AreaGrants<(typeof operationAreas)[Area]> };

/** The grants of every operation, whatever its area. */
export const operationGrants: OperationGrants = Object.assign({}, ...Object.values(grantsByArea));

/**
 * The grants of one operation (or job); throws when the map has no entry — a new function nobody
 * thought about — or names a grant that does not exist.
 */
export function grantsOf(
  grants: Readonly<Record<string, readonly Grant[] | undefined>>,
  name: string,
  where = { kind: 'Operation', file: 'infra/lib/grants/<its area>.ts' },
): readonly Grant[] {
  const entry = Object.hasOwn(grants, name) ? grants[name] : undefined;
  if (entry === undefined) {
    throw new Error(`${where.kind} "${name}" has no entry in ${where.file}; declare what it may access (or [] for nothing).`);
  }
  for (const grant of entry) {
    if (!(grantKinds as readonly string[]).includes(grant)) throw new Error(`Unknown grant "${grant}" for "${name}"`);
  }
  return entry;
}

/** Every operation in the table must have an entry, and the map must not name operations that do not exist. */
export function assertGrantsCoverOperations(grants: Partial<OperationGrants>, ids: readonly string[] = operationIds): void {
  for (const id of ids) grantsOf(grants, id);
  const unknown = Object.keys(grants).filter((id) => !ids.includes(id));
  if (unknown.length > 0) throw new Error(`Grants declared for unknown operations: ${unknown.join(', ')}`);
}
