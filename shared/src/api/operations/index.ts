import { mergeOperationAreas, type AcceptedBody, type BodyToSend, type ParamsToSend, type ParsedBody, type ParsedParams, type ParsedQuery, type QueryToSend, type ResponseBody } from '../operation';
import { accountOperations } from './accounts';
import { adminAccountOperations } from './admin/accounts';
import { adminApprovalOperations } from './admin/approvals';
import { adminAuditOperations } from './admin/audit';
import { adminLedgerOperations } from './admin/ledger';
import { adminLockerOperations } from './admin/locker';
import { adminOverviewOperations } from './admin/overview';
import { adminPostingOperations } from './admin/postings';
import { adminUserOperations } from './admin/users';
import { adminCheckOperations } from './admin/checks';
import { checkOperations } from './checks';
import { adminTransactionOperations } from './admin/transactions';
import { eventOperations } from './events';
import { lockerOperations } from './locker';
import { notificationOperations } from './notifications';
import { profileOperations } from './profile';
import { publicOperations } from './public';
import { sandboxOperations } from './sandbox';
import { transactionOperations } from './transactions';
import { transferOperations } from './transfers';
import { webhookOperations } from './webhooks';
import { wireOperations } from './wires';
import { adminWireOperations } from './admin/wires';

/**
 * The areas of the API, each declaring its operations with their schemas beside them
 * (`operations/<area>.ts`). A handler imports only its own area; everything that derives from
 * the whole API — the CDK routes, the local gateway, the OpenAPI document, the web client and the
 * authorization tests — reads the merged table below. A new area is one file and one line here.
 */
export const operationAreas = {
  public: publicOperations,
  profile: profileOperations,
  accounts: accountOperations,
  transactions: transactionOperations,
  transfers: transferOperations,
  notifications: notificationOperations,
  'admin/postings': adminPostingOperations,
  'admin/approvals': adminApprovalOperations,
  'admin/audit': adminAuditOperations,
  'admin/ledger': adminLedgerOperations,
  'admin/users': adminUserOperations,
  'admin/accounts': adminAccountOperations,
  'admin/overview': adminOverviewOperations,
  'admin/transactions': adminTransactionOperations,
  wires: wireOperations,
  'admin/wires': adminWireOperations,
  checks: checkOperations,
  'admin/checks': adminCheckOperations,
  locker: lockerOperations,
  'admin/locker': adminLockerOperations,
  sandbox: sandboxOperations,
  events: eventOperations,
  webhooks: webhookOperations,
};
export type OperationArea = keyof typeof operationAreas;

/** Every API operation, declared once (in its area). */
export const operations = mergeOperationAreas(operationAreas);

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationIds = Object.keys(operations) as OperationId[];

/** What a handler receives after parsing (defaults applied). */
export type ParamsOf<Id extends OperationId> = ParsedParams<Operations[Id]>;
export type QueryOf<Id extends OperationId> = ParsedQuery<Operations[Id]>;
export type BodyOf<Id extends OperationId> = ParsedBody<Operations[Id]>;
/** What a successful call answers with: its response, or its accepted outcome (202) where it declares one. */
export type ResponseOf<Id extends OperationId> = ResponseBody<Operations[Id]> | AcceptedBody<Operations[Id]>;

/** What a client sends (before defaults). */
export type ParamsInput<Id extends OperationId> = ParamsToSend<Operations[Id]>;
export type QueryInput<Id extends OperationId> = QueryToSend<Operations[Id]>;
export type BodyInput<Id extends OperationId> = BodyToSend<Operations[Id]>;
