const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a test customer has left, in whole units counted down (never rounded up):
 * `long` for the badge on a wide screen and the panel ('2 d 5 h', '23 h 59 min', '42 min',
 * 'less than a minute'), `short` for a phone's header ('2d 5h', '23h 59m', '42m', '<1m').
 * Null once it has expired.
 */
export function formatTimeLeft(msLeft: number, style: 'long' | 'short' = 'long'): string | null {
  if (msLeft <= 0) return null;
  const short = style === 'short';
  const days = Math.floor(msLeft / DAY);
  const hours = Math.floor((msLeft % DAY) / HOUR);
  const minutes = Math.floor((msLeft % HOUR) / MINUTE);
  const unit = (value: number, longName: string, shortName: string) => (short ? `${value}${shortName}` : `${value} ${longName}`);
  if (days > 0) return hours > 0 ? `${unit(days, 'd', 'd')} ${unit(hours, 'h', 'h')}` : unit(days, 'd', 'd');
  if (hours > 0) return minutes > 0 ? `${unit(hours, 'h', 'h')} ${unit(minutes, 'min', 'm')}` : unit(hours, 'h', 'h');
  if (minutes > 0) return unit(minutes, 'min', 'm');
  return short ? '<1m' : 'less than a minute';
}

/** The badge's words: 'expires in 23 h 59 min', or 'expired'. */
export function expiryPhrase(expiresAt: string, now: number, style: 'long' | 'short' = 'long'): string {
  const left = formatTimeLeft(Date.parse(expiresAt) - now, style);
  if (left === null) return 'expired';
  return style === 'short' ? left : `expires in ${left}`;
}
