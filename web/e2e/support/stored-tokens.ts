/**
 * Rewrites the `exp` claim of every stored Cognito token to a minute ago (signatures are left as
 * they are), as if the page had stayed open past their lifetime: the app must refresh them before
 * it trusts them. Runs in the page (`page.evaluate(expireStoredTokens)`); returns how many it changed.
 */
export function expireStoredTokens(): number {
  const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  let expired = 0;
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!key?.startsWith('CognitoIdentityServiceProvider.') || !/\.(accessToken|idToken)$/.test(key)) continue;
    const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.');
    if (!header || !payload || signature === undefined) continue;
    const claims = JSON.parse(fromBase64Url(payload)) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, [header, toBase64Url(JSON.stringify(claims)), signature].join('.'));
    expired += 1;
  }
  return expired;
}
