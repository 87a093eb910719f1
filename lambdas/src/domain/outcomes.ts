import type { CheckDeposit } from '@sandbank/shared/schemas/check';
import type { LockerItem } from '@sandbank/shared/schemas/locker';
import type { Wire } from '@sandbank/shared/schemas/wire';
import type { Caller } from './caller';

/**
 * What happens to a customer's request once the bank has filed it: the use case asks, and answers
 * what it is told. For the bank nothing more happens — the request waits for the back office and is
 * answered as filed (`asFiled`). Which implementation a caller gets is chosen where handlers are
 * composed (http/create-handler.ts), never by the use case; the tester's toolkit has its own
 * (domain/sandbox/magic-values.ts).
 */
export interface Outcomes {
  checkDeposited(caller: Caller, deposited: CheckDeposit): Promise<CheckDeposit>;
  wireConfirmed(caller: Caller, confirmed: Wire): Promise<Wire>;
  lockerItemAdded(caller: Caller, added: LockerItem): Promise<LockerItem>;
}

/** The bank's outcomes: every request waits for the back office. */
export const asFiled: Outcomes = {
  checkDeposited: async (_caller, deposited) => deposited,
  wireConfirmed: async (_caller, confirmed) => confirmed,
  lockerItemAdded: async (_caller, added) => added,
};
