import { describe, expect, it } from 'vitest';
import { DEFAULT_BANK_SETTINGS } from '../bank-settings';
import { wireMessages } from '../messages';
import { ibanProblem, isValidBic, looksLikeIban } from './bank-codes';
import { RejectWireBody, wireAmountProblem } from './wire';
import { CreateWireBody, recipientAccountProblem, WireCode } from './wire-request';

const valid = {
  accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  recipientName: 'Jane Doe',
  recipientAccount: 'DE89 3704 0044 0532 0130 00',
  recipientBank: 'Commerzbank',
  swift: 'COBADEFFXXX',
  recipientAddress: '1 Example Street, Berlin',
  amountCents: 10_000,
  purpose: 'education',
};

describe('SWIFT/BIC (ISO 9362)', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'COBADEFFXXX', 'BOFAUS3N', 'NEDSZAJJ', 'ABNANL2A', 'KOSOXKPR'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each([
    ['DEUTDEF', 'seven characters'],
    ['DEUTDEFF50', 'ten characters'],
    ['DEUTDEFF5000', 'twelve characters'],
    ['DEU1DEFF', 'a digit in the bank code'],
    ['DEUTZZFF', 'a country that does not exist'],
    ['DEUTUKFF', 'UK, which is not an ISO 3166 code (GB is)'],
    ['DEUTDEF!', 'a symbol'],
    ['deutdeff', 'lower case (the schema upper-cases first)'],
  ])('refuses %s: %s', (bic) => {
    expect(isValidBic(bic)).toBe(false);
  });

  it('is typed in any case and with spaces, and kept compact', () => {
    expect(CreateWireBody.parse({ ...valid, swift: ' cobA DE ff ' }).swift).toBe('COBADEFF');
    expect(CreateWireBody.safeParse({ ...valid, swift: 'COBA-DEFF' }).error?.issues[0]?.message).toBe(wireMessages.invalidSwift);
  });
});

describe('IBAN (ISO 13616)', () => {
  it.each(['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NO9386011117947', 'MT84MALT011000012345MTLCAST001S', 'XK051212012345678906'])(
    'accepts %s',
    (iban) => {
      expect(ibanProblem(iban)).toBeNull();
    },
  );

  it('finds a wrong check digit, a wrong length for the country, and a country without IBANs', () => {
    expect(ibanProblem('DE89370400440532013001')).toBe('checksum');
    expect(ibanProblem('GB82WEST1234569876543')).toBe('length');
    expect(ibanProblem('US12345678901234567890')).toBe('country');
  });

  it('holds only what looks like an IBAN to the IBAN rules; anything else is an account number of sane length', () => {
    expect(looksLikeIban('DE89370400440532013000')).toBe(true);
    expect(looksLikeIban('123456789')).toBe(false);
    expect(recipientAccountProblem('123456789')).toBeNull();
    expect(recipientAccountProblem('0012-3456-78')).toBeNull();
    expect(recipientAccountProblem('ACC 12')).toBeNull();
    expect(recipientAccountProblem('123')).toBe(wireMessages.invalidAccountNumber);
    expect(recipientAccountProblem('ABCDEFG')).toBe(wireMessages.invalidAccountNumber);
    expect(recipientAccountProblem('1'.repeat(35))).toBe(wireMessages.invalidAccountNumber);
    expect(recipientAccountProblem('12345#678')).toBe(wireMessages.invalidAccountNumber);
    expect(recipientAccountProblem('DE89 3704 0044 0532 0130 01')).toBe(wireMessages.ibanChecksum);
  });

  it('keeps an IBAN compact and upper case, an account number as typed', () => {
    expect(CreateWireBody.parse({ ...valid, recipientAccount: 'gb82 west 1234 5698 7654 32' }).recipientAccount).toBe('GB82WEST12345698765432');
    expect(CreateWireBody.parse({ ...valid, recipientAccount: ' 0012-3456-78 ' }).recipientAccount).toBe('0012-3456-78');
  });
});

describe('wireAmountProblem', () => {
  const settings = DEFAULT_BANK_SETTINGS;

  it('accepts the limits themselves and what lies between', () => {
    expect(wireAmountProblem(10_000, settings)).toBeNull();
    expect(wireAmountProblem(25_000_000, settings)).toBeNull();
    expect(wireAmountProblem(123_456, settings)).toBeNull();
  });

  it('names the limit an amount misses, formatted', () => {
    expect(wireAmountProblem(9_999, settings)).toBe('The minimum wire amount is $100.00');
    expect(wireAmountProblem(25_000_001, settings)).toBe('The maximum wire amount is $250,000.00');
  });

  it('follows the settings it is given', () => {
    expect(wireAmountProblem(150, { wire: { feeCents: 0, minCents: 100, maxCents: 200 } })).toBeNull();
    expect(wireAmountProblem(201, { wire: { feeCents: 0, minCents: 100, maxCents: 200 } })).toBe('The maximum wire amount is $2.00');
  });

  it('refuses what is not a positive whole number of cents', () => {
    expect(wireAmountProblem(0, settings)).toBe(wireMessages.invalidAmount);
    expect(wireAmountProblem(-1, settings)).toBe(wireMessages.invalidAmount);
    expect(wireAmountProblem(100.5, settings)).toBe(wireMessages.invalidAmount);
  });
});

describe('the wire request body', () => {
  it('names every field that is wrong', () => {
    const result = CreateWireBody.safeParse({ ...valid, recipientName: ' ', purpose: 'gift', recipientAddress: 'x'.repeat(201), extra: 1 });
    const paths = result.error?.issues.map((issue) => issue.path.join('.') || issue.code);
    expect(paths).toEqual(expect.arrayContaining(['recipientName', 'purpose', 'recipientAddress']));
    expect(result.error?.issues.find((issue) => issue.path[0] === 'purpose')?.message).toBe(wireMessages.invalidPurpose);
  });

  it('turns blank notes into null and trims names', () => {
    const parsed = CreateWireBody.parse({ ...valid, recipientName: '  Jane  Doe ', senderNotes: '   ' });
    expect(parsed.recipientName).toBe('Jane  Doe');
    expect(parsed.senderNotes).toBeNull();
  });

  it('takes a code of exactly six digits and a reject reason that is not blank', () => {
    expect(WireCode.safeParse(' 012345 ').data).toBe('012345');
    expect(WireCode.safeParse('12345').success).toBe(false);
    expect(WireCode.safeParse('12345a').success).toBe(false);
    expect(RejectWireBody.safeParse({ reason: '  ' }).success).toBe(false);
    expect(RejectWireBody.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
