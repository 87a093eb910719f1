import type { MagicValue } from '@sandbank/shared/sandbox';

/*
 * What the developers page reads of `/config.json`: whether the tester's toolkit is on, its magic
 * values, and where a script signs in. Plain checks rather than the schema library, which a public
 * page's budget leaves no room for; anything missing or malformed reads as "off" or "none".
 */

export interface ToolkitSettings {
  enabled: boolean;
  /** How many test customers may be alive at once; null when the document does not say. */
  maxLiveTestCustomers: number | null;
  /** How many of them one network address (an IPv4 address, an IPv6 /64) may have alive; null when the document does not say. */
  maxLivePerAddress: number | null;
  /** How many the whole bank creates a minute at most; null when the document does not say. */
  maxCreationsPerMinute: number | null;
  magic: MagicValue[];
}

export interface SignInSettings {
  /** The Cognito app client a script signs in with (USER_PASSWORD_AUTH). */
  userPoolClientId: string;
  /** Where InitiateAuth is sent: the Cognito emulator locally, the region's Cognito endpoint on AWS. */
  cognitoEndpoint: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function magicValueOf(value: unknown): MagicValue | null {
  if (!isObject(value)) return null;
  const applies = value.applies;
  const field = text(value.field);
  const shown = text(value.value);
  const effect = text(value.effect);
  if ((applies !== 'wire' && applies !== 'check' && applies !== 'locker') || !field || !shown || !effect) return null;
  return { applies, field, value: shown, effect };
}

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** The toolkit as `/config.json` publishes it (`sandbox: { enabled, maxLiveTestCustomers, maxLivePerAddress, maxCreationsPerMinute, magic }`). */
export function readToolkitSettings(document: unknown): ToolkitSettings {
  const sandbox = isObject(document) && isObject(document.sandbox) ? document.sandbox : {};
  return {
    enabled: sandbox.enabled === true,
    maxLiveTestCustomers: count(sandbox.maxLiveTestCustomers),
    maxLivePerAddress: count(sandbox.maxLivePerAddress),
    maxCreationsPerMinute: count(sandbox.maxCreationsPerMinute),
    magic: Array.isArray(sandbox.magic) ? sandbox.magic.map(magicValueOf).filter((magic) => magic !== null) : [],
  };
}

/** Where and with which app client a script signs in, from `/config.json`; null if it does not say. */
export function readSignInSettings(document: unknown): SignInSettings | null {
  if (!isObject(document)) return null;
  const userPoolClientId = text(document.userPoolClientId);
  const region = text(document.region);
  const cognitoEndpoint = text(document.cognitoEndpoint) ?? (region ? `https://cognito-idp.${region}.amazonaws.com/` : null);
  return userPoolClientId && cognitoEndpoint ? { userPoolClientId, cognitoEndpoint } : null;
}
