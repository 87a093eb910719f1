import { conflict, notFound } from '@sandbank/shared/errors';
import { apiMessages } from '@sandbank/shared/messages';
import { MovementRejected, postMovement, type Movement } from '../ledger/movement';
import type { AuditedWriter } from './audited-write';

/** A missing account answers 404, a debit the balance cannot bear 409; when the pinned account or the audit head moved meanwhile it reads again. */
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
