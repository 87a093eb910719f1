import { describe, expect, it } from 'vitest';
import { sendMail } from '../../data/outbound-mail';
import type { Caller } from '../../domain/caller';
import { sendKeepingCopy } from '../../domain/sandbox/mail';
import { mailOf } from './mail';
import { outcomeFor } from './outcomes';

const customer: Caller = { userId: 'user-1', username: 'user-1', isAdmin: false, isTestCustomer: false };
const tester: Caller = { ...customer, userId: 'tester-1', isTestCustomer: true };

/** A filed request, and whom the toolkit decided it for. */
interface Filed {
  id: string;
  decidedFor?: string;
}

/** A decision on filing that says whom it decided for. */
const decided = async (caller: Caller, filed: Filed): Promise<Filed> => ({ ...filed, decidedFor: caller.userId });

describe('outcomeFor', () => {
  it("hands a test customer's filed request to the toolkit's decision, for that customer", async () => {
    expect(await outcomeFor(tester, decided)({ id: 'W1' })).toEqual({ id: 'W1', decidedFor: 'tester-1' });
  });

  it("answers anyone else's request as filed, without asking the toolkit", async () => {
    const refuse = async (): Promise<Filed> => {
      throw new Error('the toolkit was asked');
    };
    expect(await outcomeFor(customer, refuse)({ id: 'W1' })).toEqual({ id: 'W1' });
  });
});

describe('mailOf', () => {
  it("keeps a copy of a test customer's mail, and of no one else's", () => {
    expect(mailOf(tester)).toBe(sendKeepingCopy);
    expect(mailOf(customer)).toBe(sendMail);
    expect(mailOf({ ...customer, isAdmin: true })).toBe(sendMail);
  });
});
