import * as account from '../schemas/account';
import * as amount from '../schemas/amount';
import * as audit from '../schemas/audit';
import * as check from '../schemas/check';
import * as common from '../schemas/common';
import * as credentials from '../schemas/credentials';
import * as errorBody from '../schemas/error-body';
import * as locker from '../schemas/locker';
import * as notification from '../schemas/notification';
import * as postingRequest from '../schemas/posting-request';
import * as search from '../schemas/search';
import * as transaction from '../schemas/transaction';
import * as wire from '../schemas/wire';
import * as accounts from './operations/accounts';
import * as adminAccounts from './operations/admin/accounts';
import * as adminApprovals from './operations/admin/approvals';
import * as adminAudit from './operations/admin/audit';
import * as adminChecks from './operations/admin/checks';
import * as adminLedger from './operations/admin/ledger';
import * as adminLocker from './operations/admin/locker';
import * as adminOverview from './operations/admin/overview';
import * as adminPostings from './operations/admin/postings';
import * as adminTransactions from './operations/admin/transactions';
import * as adminUsers from './operations/admin/users';
import * as adminWires from './operations/admin/wires';
import * as checks from './operations/checks';
import * as lockerArea from './operations/locker';
import * as notifications from './operations/notifications';
import * as profile from './operations/profile';
import * as publicArea from './operations/public';
import * as sandbox from './operations/sandbox';
import * as transactions from './operations/transactions';
import * as transfers from './operations/transfers';
import * as wires from './operations/wires';

/*
 * The names the OpenAPI document gives the request and response schemas (components/schemas): the
 * name of the constant each is exported as (`Wire`, `CheckDeposit`, `NewTestCustomer`), found in
 * the modules the operation table's schemas live in — the shared schemas first, then the areas.
 * A schema exported under two names keeps the first. openapi.test.ts holds every operation's body
 * and response to having a name, so an area missing here fails it.
 */

const modules: readonly Record<string, unknown>[] = [
  errorBody,
  common,
  amount,
  credentials,
  account,
  transaction,
  audit,
  search,
  notification,
  wire,
  check,
  locker,
  postingRequest,
  publicArea,
  profile,
  accounts,
  transactions,
  transfers,
  notifications,
  wires,
  checks,
  lockerArea,
  sandbox,
  adminPostings,
  adminApprovals,
  adminAudit,
  adminLedger,
  adminUsers,
  adminAccounts,
  adminOverview,
  adminTransactions,
  adminWires,
  adminChecks,
  adminLocker,
];

/** Names as they read in a document: the error body is `Error`. */
const renamed: Readonly<Record<string, string>> = { ErrorBody: 'Error' };

const isSchema = (value: unknown): value is object => typeof value === 'object' && value !== null && '_zod' in value;

/** Every exported schema of those modules, by the schema, with its name. */
export function schemaNames(): Map<object, string> {
  const names = new Map<object, string>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value) && !names.has(value) && /^[A-Z]/.test(name)) names.set(value, renamed[name] ?? name);
    }
  }
  return names;
}
