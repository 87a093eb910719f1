import { describe, expect, it } from 'vitest';
import { CheckDepositBody } from '../api/operations/checks';
import { RejectCheckBody } from '../api/operations/admin/checks';
import { DEFAULT_BANK_SETTINGS } from '../bank-settings';
import { checkAmountProblem, routingChecksumHolds } from './check';

const ACCOUNT_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const valid = { accountId: ACCOUNT_ID, amountCents: 100, bankName: 'Bank', routingNumber: '011000015', accountNumber: '1234' };

describe('the ABA routing number check digit', () => {
  it.each(['011000015', '021000021', '121000248', '026009593', '322271627'])('holds for the real routing number %s', (routing) => {
    expect(routingChecksumHolds(routing)).toBe(true);
  });

  it('fails for every single-digit change of a valid number', () => {
    const routing = '021000021';
    for (let position = 0; position < 9; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const changed = routing.slice(0, position) + String(digit) + routing.slice(position + 1);
        if (changed !== routing) expect(routingChecksumHolds(changed), changed).toBe(false);
      }
    }
  });

  it.each(['', '02100002', '0210000210', '02100002a', ' 21000021'])('fails for %j, which is not 9 digits', (routing) => {
    expect(routingChecksumHolds(routing)).toBe(false);
  });
});

describe('the check deposit body', () => {
  it('trims, reads a blank check number and memo as null', () => {
    expect(CheckDepositBody.parse({ ...valid, checkNumber: ' ', memo: '  ', routingNumber: ' 011000015 ', bankName: ' Bank ' })).toEqual({
      ...valid,
      checkNumber: null,
      memo: null,
    });
  });

  it('names the field that is wrong', () => {
    const issues = CheckDepositBody.safeParse({ ...valid, routingNumber: '011000016' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['routingNumber', 'This is not a valid routing number (check digit mismatch)'],
    ]);
    expect(CheckDepositBody.safeParse({ ...valid, accountNumber: '123' }).success).toBe(false);
    expect(CheckDepositBody.safeParse({ ...valid, checkNumber: '1'.repeat(16) }).success).toBe(false);
    expect(CheckDepositBody.safeParse({ ...valid, memo: 'm'.repeat(201) }).success).toBe(false);
  });

  it('applies the per-check limit from the settings', () => {
    const settings = { check: DEFAULT_BANK_SETTINGS.check };
    expect(checkAmountProblem(DEFAULT_BANK_SETTINGS.check.maxCents, settings)).toBeNull();
    expect(checkAmountProblem(DEFAULT_BANK_SETTINGS.check.maxCents + 1, settings)).toBe('The most one check can deposit is $25,000.00');
  });

  it("reads a blank rejection reason as 'Invalid check information'", () => {
    expect(RejectCheckBody.parse({})).toEqual({ reason: 'Invalid check information' });
    expect(RejectCheckBody.parse({ reason: '   ' })).toEqual({ reason: 'Invalid check information' });
    expect(RejectCheckBody.parse({ reason: ' Stale date ' })).toEqual({ reason: 'Stale date' });
  });
});
