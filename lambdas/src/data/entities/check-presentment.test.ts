import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalNumber, claimedPresentmentKey, presentmentKey } from './check-presentment';

/*
 * One check, one key: the presentment key must not depend on how many leading zeros the
 * depositor typed, and two different checks must never share a key.
 */

/** Routing numbers whose ABA check digit holds: fixed 9 digits, used as typed. */
const ROUTINGS = ['011000015', '021000021', '111000025'];

/** A number as the schemas admit it (digits only, at most `maxDigits`), with as many leading zeros as still fit. */
const spelled = (value: bigint, zeros: number, maxDigits: number) => {
  const digits = value.toString();
  return '0'.repeat(Math.min(zeros, maxDigits - digits.length)) + digits;
};

const checkNumberValue = fc.bigInt({ min: 0n, max: 10n ** 15n - 1n });
const accountNumberValue = fc.bigInt({ min: 0n, max: 10n ** 17n - 1n });
const zeros = fc.nat({ max: 17 });
const routing = fc.constantFrom(...ROUTINGS);

describe('canonicalNumber', () => {
  it.each([
    ['42', '42'],
    ['042', '42'],
    ['0042', '42'],
    ['0123456789', '123456789'],
    ['420', '420'],
    ['0', '0'],
    ['0000', '0'],
  ])('reads %s as %s', (typed, canonical) => {
    expect(canonicalNumber(typed)).toBe(canonical);
  });
});

describe('presentmentKey', () => {
  it('is the same for every padding of the same account and check number', () => {
    fc.assert(
      fc.property(routing, accountNumberValue, checkNumberValue, zeros, zeros, zeros, zeros, (routingNumber, account, check, a1, a2, c1, c2) => {
        const typedOnce = presentmentKey({ routingNumber, accountNumber: spelled(account, a1, 17), checkNumber: spelled(check, c1, 15) });
        const typedAgain = presentmentKey({ routingNumber, accountNumber: spelled(account, a2, 17), checkNumber: spelled(check, c2, 15) });
        expect(typedOnce).toBe(typedAgain);
      }),
    );
  });

  it('differs whenever the routing number, the account number or the check number differs, however they are padded', () => {
    const presentment = fc.record({ routingNumber: routing, account: accountNumberValue, check: checkNumberValue, accountZeros: zeros, checkZeros: zeros });
    fc.assert(
      fc.property(presentment, presentment, (first, second) => {
        const keyOf = (p: typeof first) =>
          presentmentKey({ routingNumber: p.routingNumber, accountNumber: spelled(p.account, p.accountZeros, 17), checkNumber: spelled(p.check, p.checkZeros, 15) });
        const sameCheck = first.routingNumber === second.routingNumber && first.account === second.account && first.check === second.check;
        expect(keyOf(first) === keyOf(second)).toBe(sameCheck);
      }),
    );
  });

  it('finds different checks that differ only in where the digits fall between the fields', () => {
    // "12" + "3" and "1" + "23" are two checks: the fields stay apart in the key.
    const a = presentmentKey({ routingNumber: ROUTINGS[0]!, accountNumber: '00012', checkNumber: '3' });
    const b = presentmentKey({ routingNumber: ROUTINGS[0]!, accountNumber: '0001', checkNumber: '23' });
    expect(a).not.toBe(b);
  });

  it('keeps the routing number as typed, leading zero included', () => {
    expect(presentmentKey({ routingNumber: '011000015', accountNumber: '0123456789', checkNumber: '0042' })).toBe('PRESENTED#011000015#123456789#42');
  });
});

describe('claimedPresentmentKey', () => {
  const numbers = { routingNumber: '011000015', accountNumber: '0123456789', checkNumber: '042' };

  it('is the key stored on the check at deposit', () => {
    expect(claimedPresentmentKey({ ...numbers, presentmentKey: 'PRESENTED#011000015#123456789#42' })).toBe('PRESENTED#011000015#123456789#42');
    expect(claimedPresentmentKey({ ...numbers, checkNumber: null, presentmentKey: null })).toBeNull();
  });

  it('for a check deposited before the key was stored, is the key of its numbers as typed', () => {
    expect(claimedPresentmentKey(numbers)).toBe('PRESENTED#011000015#0123456789#042');
    expect(claimedPresentmentKey({ ...numbers, checkNumber: null })).toBeNull();
  });
});
