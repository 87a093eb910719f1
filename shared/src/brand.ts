/** The name the bank goes by unless a deployment chooses another (BRAND_NAME, `-c brandName=…`). */
export const DEFAULT_BRAND_NAME = 'Sandbank';
