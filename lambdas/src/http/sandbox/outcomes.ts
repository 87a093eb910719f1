import type { Caller } from '../../domain/caller';
import { asFiled, type DecisionOnFiling, type Outcome } from '../../domain/outcomes';

/** The handler names the decision, so each function bundles only its own. */
export const outcomeFor = <Filed>(caller: Caller, decideMagicValue: DecisionOnFiling<Filed>): Outcome<Filed> =>
  caller.isTestCustomer ? (filed) => decideMagicValue(caller, filed) : asFiled;
