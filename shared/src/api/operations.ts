import { z } from 'zod';
import { AccountList } from '../schemas/account';
import { AuditEventPage, AuditVerification, ListAuditQuery } from '../schemas/audit';
import {
  AccountIdParams,
  AdjustmentBody,
  AdjustmentResult,
  InternalTransferBody,
  InternalTransferResult,
  LedgerCheckResult,
  PostTransactionBody,
  PostTransactionResult,
  Statement,
  StatementQuery,
  UserIdParams,
} from '../schemas/ledger';
import { Profile, UpdateProfileBody } from '../schemas/profile';
import { ListTransactionsQuery, Transaction, TransactionIdParams, TransactionPage } from '../schemas/transaction';
import { defineOperations, type OperationDefinition } from './operation';

/**
 * Every API operation, declared once. The CDK stack, the local gateway, the web client and the
 * authorization tests are all generated from this table; add a row here and they follow.
 */
export const operations = defineOperations({
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness of the API',
    response: z.object({ status: z.literal('ok'), time: z.iso.datetime() }),
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'OpenAPI 3.1 document of this API, generated from the operation table',
    response: z.looseObject({ openapi: z.string() }),
  },
  getMe: {
    method: 'GET',
    path: '/api/me',
    access: 'customer',
    summary: "The caller's profile",
    response: Profile,
  },
  updateMe: {
    method: 'PUT',
    path: '/api/me',
    access: 'customer',
    summary: "Update the caller's name, phone and address",
    body: UpdateProfileBody,
    response: Profile,
  },
  listMyAccounts: {
    method: 'GET',
    path: '/api/accounts',
    access: 'customer',
    summary: "The caller's accounts; opens the three sandbox accounts on the first call",
    response: AccountList,
  },
  listMyTransactions: {
    method: 'GET',
    path: '/api/transactions',
    access: 'customer',
    summary: "The caller's transactions, newest first, cursor-paginated",
    query: ListTransactionsQuery,
    response: TransactionPage,
  },
  getMyTransaction: {
    method: 'GET',
    path: '/api/transactions/{transactionId}',
    access: 'customer',
    summary: 'One of the caller’s transactions',
    params: TransactionIdParams,
    response: Transaction,
  },
  getAccountStatement: {
    method: 'GET',
    path: '/api/accounts/{accountId}/statement',
    access: 'customer',
    summary: 'Monthly statement of one of the caller’s accounts (JSON, or CSV with format=csv)',
    params: AccountIdParams,
    query: StatementQuery,
    response: Statement,
    alternativeContentType: 'text/csv',
  },
  createInternalTransfer: {
    method: 'POST',
    path: '/api/transfers/internal',
    access: 'customer',
    summary: "Move money from one of the caller's accounts to another customer's primary checking account",
    body: InternalTransferBody,
    response: InternalTransferResult,
    successStatus: 201,
    idempotent: true,
  },
  adjustAccountBalance: {
    method: 'POST',
    path: '/api/admin/accounts/{accountId}/adjustments',
    access: 'admin',
    summary: 'Credit or debit an account, with a reason (audited)',
    params: AccountIdParams,
    body: AdjustmentBody,
    response: AdjustmentResult,
    successStatus: 201,
    idempotent: true,
  },
  adjustUserBalance: {
    method: 'POST',
    path: '/api/admin/users/{userId}/adjustments',
    access: 'admin',
    summary: "Credit or debit a customer's first checking account, with a reason (audited)",
    params: UserIdParams,
    body: AdjustmentBody,
    response: AdjustmentResult,
    successStatus: 201,
    idempotent: true,
  },
  postAccountTransaction: {
    method: 'POST',
    path: '/api/admin/accounts/{accountId}/transactions',
    access: 'admin',
    summary: 'Post a deposit, withdrawal, fee, interest or adjustment to an account now (audited)',
    params: AccountIdParams,
    body: PostTransactionBody,
    response: PostTransactionResult,
    successStatus: 201,
    idempotent: true,
  },
  checkLedger: {
    method: 'GET',
    path: '/api/admin/ledger/check',
    access: 'admin',
    summary: "Recompute every account's balance from its entries and report mismatches",
    response: LedgerCheckResult,
  },
  listAuditEvents: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'Back-office audit events, newest first',
    query: ListAuditQuery,
    response: AuditEventPage,
  },
  verifyAuditChain: {
    method: 'GET',
    path: '/api/admin/audit/verify',
    access: 'admin',
    summary: 'Walk the audit hash chain and report the first event that does not verify',
    response: AuditVerification,
  },
} satisfies Record<string, OperationDefinition>);

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const operationIds = Object.keys(operations) as OperationId[];

type Field<Id extends OperationId, K extends string> = Operations[Id] extends Record<K, infer S extends z.ZodType>
  ? S
  : never;

/** What a handler receives after parsing (defaults applied). */
export type ParamsOf<Id extends OperationId> = z.output<Field<Id, 'params'>>;
export type QueryOf<Id extends OperationId> = z.output<Field<Id, 'query'>>;
export type BodyOf<Id extends OperationId> = z.output<Field<Id, 'body'>>;
export type ResponseOf<Id extends OperationId> = z.output<Operations[Id]['response']>;

/** What a client sends (before defaults). */
export type ParamsInput<Id extends OperationId> = z.input<Field<Id, 'params'>>;
export type QueryInput<Id extends OperationId> = z.input<Field<Id, 'query'>>;
export type BodyInput<Id extends OperationId> = z.input<Field<Id, 'body'>>;
