/*
 * The international codes a wire's recipient is identified by: ISO 3166-1 alpha-2 country codes
 * (the country inside a SWIFT/BIC and the first two letters of an IBAN), the IBAN length each
 * IBAN country uses (the SWIFT IBAN registry), and the checks of ISO 9362 (BIC) and ISO 13616
 * (IBAN, mod-97). Plain functions, so a form and the API apply the very same rules.
 */

/** ISO 3166-1 alpha-2: every officially assigned code. */
const ISO_3166_COUNTRIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Kosovo has no ISO code yet; SWIFT and the IBAN registry use the user-assigned XK for it. */
const BANKING_COUNTRIES: ReadonlySet<string> = new Set([...ISO_3166_COUNTRIES, 'XK']);

/** The IBAN length of each country that issues IBANs (SWIFT IBAN registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22,
  GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30,
  KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20,
  MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
  RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

export const isBankingCountry = (code: string): boolean => BANKING_COUNTRIES.has(code);

/** Upper case without spaces: how codes are typed on paper (`DE89 3704 ...`) and how they are kept. */
export const compactCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const BIC_SHAPE = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** ISO 9362: 4 letters (bank), a real country, 2 letters or digits (location), optionally 3 (branch). */
export function isValidBic(compact: string): boolean {
  const match = BIC_SHAPE.exec(compact);
  return match !== null && isBankingCountry(match[1]!);
}

const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

/** A value that starts like an IBAN (country, two check digits, then the account) is held to the IBAN rules. */
export const looksLikeIban = (compact: string): boolean => IBAN_SHAPE.test(compact);

/** ISO 13616 mod-97: the country and check digits moved to the end, letters as 10..35, remainder 1. */
function ibanChecksumHolds(compact: string): boolean {
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = character >= 'A' ? character.charCodeAt(0) - 55 : character.charCodeAt(0) - 48;
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

export type IbanProblem = 'country' | 'length' | 'checksum';

/** What is wrong with an IBAN-shaped value, or null when it is a valid IBAN. */
export function ibanProblem(compact: string): IbanProblem | null {
  const length = IBAN_LENGTHS[compact.slice(0, 2)];
  if (length === undefined) return 'country';
  if (compact.length !== length) return 'length';
  return ibanChecksumHolds(compact) ? null : 'checksum';
}
