import { describe, expect, it, vi } from 'vitest';
import { codeEmailText } from './code-email';
import { codeMatches, newConfirmationCode, resendAvailableAt } from './confirmation-code';

vi.mock('../../data/request-keys', () => ({ deriveKey: async () => Buffer.alloc(32, 7) }));

const WIRE = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const OTHER_WIRE = '01ARZ3NDEKTSV4RRFFQ69G5FAW';
const now = new Date('2026-05-01T10:00:00.000Z');

describe('wire confirmation codes', () => {
  it('are six digits, kept only as a MAC, valid for 15 minutes', async () => {
    const { code, stored } = await newConfirmationCode(WIRE, now);
    expect(code).toMatch(/^\d{6}$/);
    expect(stored.mac).not.toContain(code);
    expect(stored.mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored).toMatchObject({ sentAt: '2026-05-01T10:00:00.000Z', expiresAt: '2026-05-01T10:15:00.000Z' });
    expect(resendAvailableAt(stored.sentAt)).toBe('2026-05-01T10:01:00.000Z');
  });

  it('match only their own wire, and only exactly', async () => {
    const { code, stored } = await newConfirmationCode(WIRE, now);
    expect(await codeMatches(WIRE, stored.mac, code)).toBe(true);
    expect(await codeMatches(OTHER_WIRE, stored.mac, code)).toBe(false);
    expect(await codeMatches(WIRE, stored.mac, String((Number(code) + 1) % 1_000_000).padStart(6, '0'))).toBe(false);
    expect(await codeMatches(WIRE, 'short', code)).toBe(false);
  });

  it('are spread over the whole range, leading zeros included', async () => {
    const codes = await Promise.all(Array.from({ length: 400 }, () => newConfirmationCode(WIRE, now).then((made) => made.code)));
    expect(new Set(codes).size).toBeGreaterThan(390);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });
});

describe('the confirmation email', () => {
  const email = { to: 'a@example.test', wireId: WIRE, code: '042917', amountCents: 123_456, recipientName: 'Jane Doe', recipientBank: 'Commerzbank', expiresAt: '2026-05-01T10:15:00.000Z' };

  const site = { brand: 'Sandbank', siteUrl: 'https://bank.example.test' };

  it('says the code, the amount, the recipient, the expiry and the reference', () => {
    const { subject, text } = codeEmailText(email, site);
    expect(subject).toBe('Sandbank: your wire transfer confirmation code');
    expect(text).toContain('Confirmation code: 042917');
    expect(text).toContain('$1,234.56 to Jane Doe (Commerzbank)');
    expect(text).toContain('before May 1, 2026 at 10:15 AM UTC');
    expect(text).toMatch(/^Reference: 01ARZ3NDEKTSV4RRFFQ69G5FAV$/m);
  });

  it('links to the code step of this request on the bank’s own site', () => {
    expect(codeEmailText(email, site).text).toMatch(/^https:\/\/bank\.example\.test\/wire-transfer\/01ARZ3NDEKTSV4RRFFQ69G5FAV\/confirm$/m);
  });

  it('asks for nothing but the code: no fee, no payment, no other code', () => {
    const { text } = codeEmailText(email, site);
    expect(text).not.toMatch(/\bfee|\bpay|\bcharge|\bdeposit|\btax|clearance|\bIMF\b/i);
    expect(text).toContain('This is the only code your transfer needs.');
  });
});
