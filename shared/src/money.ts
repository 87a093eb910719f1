/**
 * Money is integer cents everywhere. These helpers are the only place where cents meet
 * human-readable amounts: parsing what a person typed, and formatting for display.
 */
export const CURRENCY = 'USD';

/** Largest amount a single request may move: 1,000,000,000 cents (10 million dollars). */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

const AMOUNT_PATTERN = /^\s*(\d{1,15})(?:\.(\d{1,2}))?\s*$/;

/**
 * Parses a typed amount such as "12", "12.5" or "12.34" into cents without floating point.
 * Returns null for anything that is not a plain non-negative amount with at most two decimals.
 */
export function parseAmountToCents(text: string): number | null {
  const match = AMOUNT_PATTERN.exec(text.replace(/,/g, ''));
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const cents = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Plain decimal text of a cents amount, e.g. -1234 → "-12.34" (for inputs and CSV). */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats cents as currency for display, e.g. 1284752 → "$12,847.52". */
export function formatCents(cents: number, options: { signed?: boolean } = {}): string {
  const key = options.signed ? 'signed' : 'plain';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: CURRENCY,
      signDisplay: options.signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
