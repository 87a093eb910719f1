import type { Caller } from '../../domain/caller';
import { asFiled, type DecisionOnFiling, type Outcome } from '../../domain/outcomes';

/**
 * The magic values' seam (domain/outcomes.ts), for the handlers of the operations that file a
 * request the toolkit may decide at once: a test customer's request goes to the toolkit's
 * decision for its magic values (domain/sandbox/simulate-*.ts), anyone else's waits for the back
 * office. The handler names the decision, so each function bundles only its own.
 */
export const outcomeFor = <Filed>(caller: Caller, decideMagicValue: DecisionOnFiling<Filed>): Outcome<Filed> =>
  caller.isTestCustomer ? (filed) => decideMagicValue(caller, filed) : asFiled;
