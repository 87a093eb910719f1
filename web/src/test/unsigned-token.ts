/** A JWT-shaped token carrying `claims`, unsigned: what the browser reads, for tests of that reading. */
export const unsignedToken = (claims: object): string =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.signature';
