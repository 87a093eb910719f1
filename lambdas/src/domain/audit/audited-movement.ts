import { conflict, notFound } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import { MovementRejected, postMovement, type Movement } from '../ledger/movement';
import type { AuditedWriter } from './audited-write';

/**
 * The writer of a back-office decision or posting that moves money (auditedChange): the movement,
 * its own records, then the record's writes, in the movement's one transaction. A missing account
 * answers 404; a debit the balance cannot bear, 409; when the account (pinned to the version read)
 * or the audit chain's head moved meanwhile — another posting, another decision, another audited
 * action — it reads again.
 */
export const moveMoney =
  (movement: Movement): AuditedWriter =>
  async (recordItems) => {
    try {
      await postMovement({ ...movement, records: [...(movement.records ?? []), ...recordItems] });
      return 'written';
    } catch (error) {
      if (!(error instanceof MovementRejected)) throw error;
      if (error.reason === 'account_missing') throw notFound(apiMessages.accountNotFound);
      if (error.reason === 'insufficient_funds') throw conflict(apiMessages.cannotDeduct);
      return 'readAgain';
    }
  };
