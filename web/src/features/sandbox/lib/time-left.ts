const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a test customer has left, in whole units counted down (never rounded up): `long` for
 * the badge on a wide screen and the panel, in the two largest units ('2 d 5 h', '23 h 59 min',
 * '42 min', 'less than a minute'); `short` for a phone's header, in the largest alone ('2d',
 * '23h', '42m', '<1m'). Null once it has expired.
 */
export function formatTimeLeft(msLeft: number, style: 'long' | 'short' = 'long'): string | null {
  if (msLeft <= 0) return null;
  const days = Math.floor(msLeft / DAY);
  const hours = Math.floor((msLeft % DAY) / HOUR);
  const minutes = Math.floor((msLeft % HOUR) / MINUTE);
  if (style === 'short') {
    if (days > 0) return `${days}d`;
    if (hours > 0) return `${hours}h`;
    return minutes > 0 ? `${minutes}m` : '<1m';
  }
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return `${minutes} min`;
  return 'less than a minute';
}

/** The badge's words: 'expires in 23 h 59 min', or 'expired'. */
export function expiryPhrase(expiresAt: string, now: number, style: 'long' | 'short' = 'long'): string {
  const left = formatTimeLeft(Date.parse(expiresAt) - now, style);
  if (left === null) return 'expired';
  return style === 'short' ? left : `expires in ${left}`;
}
