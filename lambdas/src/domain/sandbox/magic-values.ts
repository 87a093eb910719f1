import type { Outcomes } from '../outcomes';
import { decideMagicCheck } from './simulate-check';
import { decideMagicLockerItem } from './simulate-locker';
import { decideMagicWire } from './simulate-wire';

/**
 * The tester's toolkit's outcomes (domain/outcomes.ts): a request filed with a magic value
 * (shared/src/sandbox.ts) is decided at once by the sandbox, as the back office would; any other
 * waits like a customer's.
 */
export const magicValues: Outcomes = {
  checkDeposited: decideMagicCheck,
  wireConfirmed: decideMagicWire,
  lockerItemAdded: (_caller, added) => decideMagicLockerItem(added),
};
