import * as z from 'zod/mini';
import * as account from '../schemas/account';
import * as amount from '../schemas/amount';
import * as audit from '../schemas/audit';
import * as check from '../schemas/check';
import * as common from '../schemas/common';
import * as errorBody from '../schemas/error-body';
import * as locker from '../schemas/locker';
import * as notification from '../schemas/notification';
import * as postingRequest from '../schemas/posting-request';
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
import * as sandbox from './operations/sandbox';
import * as transactions from './operations/transactions';
import * as transfers from './operations/transfers';
import * as wires from './operations/wires';

/**
 * The names the OpenAPI document gives schemas of its own (components/schemas), in zod's registry:
 * the requests and answers, and the objects and enums they share; a schema without a name is
 * written out where it is used. Declared here rather than beside each schema so that the web app,
 * which imports the schemas, carries none of them. openapi.test.ts holds every operation's body
 * and response to having a name, and refuses one name given to two schemas.
 */
export const apiSchemas = z.registry<{ id: string }>();

const names: readonly (readonly [schema: z.core.$ZodType, id: string])[] = [
  [errorBody.ErrorBody, 'Error'],
  [common.CustomerRef, 'CustomerRef'],
  [account.AccountType, 'AccountType'],
  [account.Account, 'Account'],
  [transaction.TransactionType, 'TransactionType'],
  [transaction.TransactionStatus, 'TransactionStatus'],
  [transaction.Transaction, 'Transaction'],
  [accounts.AccountList, 'AccountList'],
  [accounts.Statement, 'Statement'],
  [adminAccounts.AdminAccountRow, 'AdminAccountRow'],
  [amount.Direction, 'Direction'],
  [postingRequest.PostingRequestStatus, 'PostingRequestStatus'],
  [postingRequest.PostingRequestKind, 'PostingRequestKind'],
  [postingRequest.PostingRequestEntryType, 'PostingRequestEntryType'],
  [postingRequest.ApprovalReason, 'ApprovalReason'],
  [postingRequest.PostingRequest, 'PostingRequest'],
  [adminApprovals.PostingRequestPage, 'PostingRequestPage'],
  [adminApprovals.RejectPostingRequestBody, 'RejectPostingRequestBody'],
  [audit.AuditEvent, 'AuditEvent'],
  [adminAudit.AuditEventPage, 'AuditEventPage'],
  [adminAudit.AuditVerification, 'AuditVerification'],
  [adminLedger.LedgerMismatch, 'LedgerMismatch'],
  [adminLedger.TotalBalanceCheck, 'TotalBalanceCheck'],
  [adminLedger.IslandCheck, 'IslandCheck'],
  [adminLedger.BankAccountBalance, 'BankAccountBalance'],
  [adminLedger.UnbalancedPosting, 'UnbalancedPosting'],
  [adminLedger.LedgerCheckResult, 'LedgerCheckResult'],
  [locker.LockerItemStatus, 'LockerItemStatus'],
  [locker.NewLockerItemBody, 'NewLockerItemBody'],
  [locker.LockerItem, 'LockerItem'],
  [locker.AdminLockerItem, 'AdminLockerItem'],
  [locker.LockerSummary, 'LockerSummary'],
  [locker.LockerRejectionBody, 'LockerRejectionBody'],
  [adminLocker.LockerCounts, 'LockerCounts'],
  [adminLocker.AdminLockerPage, 'AdminLockerPage'],
  [adminLocker.UserLocker, 'UserLocker'],
  [adminLocker.LockerItemDeleted, 'LockerItemDeleted'],
  [adminOverview.HealthCheck, 'HealthCheck'],
  [adminOverview.DayActivity, 'DayActivity'],
  [adminOverview.AdminStats, 'AdminStats'],
  [adminPostings.AdjustmentBody, 'AdjustmentBody'],
  [adminPostings.AdjustmentResult, 'AdjustmentResult'],
  [adminPostings.PostableType, 'PostableType'],
  [adminPostings.PostTransactionBody, 'PostTransactionBody'],
  [adminPostings.PostTransactionResult, 'PostTransactionResult'],
  [adminUsers.UserAccountSummary, 'UserAccountSummary'],
  [adminUsers.AdminUserRow, 'AdminUserRow'],
  [adminUsers.CreateUserBody, 'CreateUserBody'],
  [adminUsers.ResetPasswordBody, 'ResetPasswordBody'],
  [adminUsers.PasswordReset, 'PasswordReset'],
  [adminUsers.AdministratorRow, 'AdministratorRow'],
  [check.CheckStatus, 'CheckStatus'],
  [check.CheckDeposit, 'CheckDeposit'],
  [adminChecks.AdminCheckDeposit, 'AdminCheckDeposit'],
  [adminChecks.AdminCheckPage, 'AdminCheckPage'],
  [adminChecks.RejectCheckBody, 'RejectCheckBody'],
  [adminChecks.CheckDecision, 'CheckDecision'],
  [checks.CheckDepositBody, 'CheckDepositBody'],
  [checks.CheckDepositPage, 'CheckDepositPage'],
  [adminTransactions.BankTransaction, 'BankTransaction'],
  [adminTransactions.TransactionTotals, 'TransactionTotals'],
  [adminTransactions.BankTransactionPage, 'BankTransactionPage'],
  [lockerArea.MyLocker, 'MyLocker'],
  [notification.NotificationKind, 'NotificationKind'],
  [notification.Notification, 'Notification'],
  [notifications.NotificationPage, 'NotificationPage'],
  [notifications.NotificationsRead, 'NotificationsRead'],
  [profile.Profile, 'Profile'],
  [profile.UpdateProfileBody, 'UpdateProfileBody'],
  [profile.AvatarUploadBody, 'AvatarUploadBody'],
  [profile.AvatarUploadTicket, 'AvatarUploadTicket'],
  [profile.ConfirmAvatarBody, 'ConfirmAvatarBody'],
  [wire.WirePurpose, 'WirePurpose'],
  [wire.WireStatus, 'WireStatus'],
  [wire.RejectWireBody, 'RejectWireBody'],
  [wire.Wire, 'Wire'],
  [wire.AdminWire, 'AdminWire'],
  [sandbox.NewTestCustomerBody, 'NewTestCustomerBody'],
  [sandbox.NewTestCustomer, 'NewTestCustomer'],
  [sandbox.MySandbox, 'MySandbox'],
  [sandbox.SandboxMail, 'SandboxMail'],
  [sandbox.SandboxMailPage, 'SandboxMailPage'],
  [sandbox.SimulateWireBody, 'SimulateWireBody'],
  [sandbox.SimulateDecisionBody, 'SimulateDecisionBody'],
  [sandbox.SandboxReset, 'SandboxReset'],
  [transactions.TransactionPage, 'TransactionPage'],
  [transfers.InternalTransferBody, 'InternalTransferBody'],
  [transfers.InternalTransferResult, 'InternalTransferResult'],
  [wires.WirePage, 'WirePage'],
  [adminWires.AdminWirePage, 'AdminWirePage'],
];
for (const [schema, id] of names) apiSchemas.add(schema, { id });
