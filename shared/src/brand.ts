/** The name the bank goes by unless a deployment chooses another (BRAND_NAME, `-c brandName=…`). */
export const DEFAULT_BRAND_NAME = 'Sandbank';

/** What the site's footer and every page of a document the bank hands out (a PDF statement) say of the bank. */
export const demonstrationNotice = (brandName: string) => `${brandName} is a demonstration and not a licensed financial institution.`;
