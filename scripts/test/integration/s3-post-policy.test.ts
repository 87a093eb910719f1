import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AvatarUploadTicket, Profile } from '@sandbank/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localCredentials } from '../../local/config';
import { userPoolTargetOf } from '../../local/users';
import { avatarFixturePath, avatarObjectKeys } from '@sandbank/scripts/test-harness/avatar-bucket';
// The harness's users: an administrator is enrolled with an authenticator and signs in with its code.
import { callApi, createUser, rawRequest, signIn } from '@sandbank/scripts/test-harness';

/*
 * The S3 emulator holds a browser's form upload to its policy as S3 does
 * (scripts/local/emulators/s3-post-policy.ts, s3-request-rules.ts): an avatar ticket uploads the
 * picture it was made for and nothing else, and no web page writes the audit anchor bucket.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const avatarBucket = stack.lambdaEnv.AVATAR_BUCKET!;
const anchorBucket = stack.lambdaEnv.AUDIT_ANCHOR_BUCKET!;
const region = stack.lambdaEnv.AWS_REGION!;
const picture = readFileSync(avatarFixturePath('sample.png'));

interface Customer {
  userId: string;
  token: string;
}

async function newSignedInUser(admin = false): Promise<Customer> {
  const email = `s3-policy-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const { userId } = await createUser(pool, { email, password, firstName: 'Pat', lastName: 'Policy', admin });
  return { userId, token: (await signIn(pool, email, password)).accessToken };
}

async function ticketFor(customer: Customer, contentType = 'image/png'): Promise<AvatarUploadTicket> {
  const ticket = await callApi<AvatarUploadTicket>('requestAvatarUpload', { token: customer.token, body: { contentType, sizeBytes: picture.length } });
  expect(ticket.status).toBe(200);
  return ticket.body;
}

/** A form upload as the app's page sends it (with the app's `Origin`): every field, then the file. */
async function postForm(url: string, fields: Record<string, string>, file: Uint8Array, fileType = 'image/png') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file], { type: fileType }), 'picture');
  const response = await fetch(url, { method: 'POST', body: form, headers: { origin: stack.appOrigin } });
  const body = await response.text();
  return { status: response.status, code: /<Code>([^<]*)<\/Code>/.exec(body)?.[1], message: /<Message>([^<]*)<\/Message>/.exec(body)?.[1] };
}

/** The URL of another bucket on the same emulator. */
const bucketUrl = (ticketUrl: string, bucket: string) => ticketUrl.replace(new RegExp(`/${avatarBucket}/?$`), `/${bucket}`);

const policyOf = (ticket: AvatarUploadTicket) => JSON.parse(Buffer.from(ticket.fields.Policy!, 'base64').toString('utf8'));
const encoded = (policy: object) => Buffer.from(JSON.stringify(policy)).toString('base64');

/** Signs a policy with the emulator's key pair, as the functions of the local stack would (SigV4). */
function signedFields(policy: object, fields: Record<string, string>): Record<string, string> {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const day = fields['X-Amz-Date']!.slice(0, 8);
  const key = hmac(hmac(hmac(hmac(`AWS4${localCredentials.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const base64 = encoded(policy);
  return { ...fields, Policy: base64, 'X-Amz-Signature': createHmac('sha256', key).update(base64).digest('hex') };
}

async function storedAt(key: string): Promise<boolean> {
  return (await avatarObjectKeys(key)).includes(key);
}

let owner: Customer;
let victim: Customer;
let victimPicture: { url: string; key: string };

beforeAll(async () => {
  [owner, victim] = await Promise.all([newSignedInUser(), newSignedInUser()]);
  const ticket = await ticketFor(victim);
  expect((await postForm(ticket.url, ticket.fields, picture)).status).toBe(204);
  const confirmed = await callApi<Profile>('confirmAvatar', { token: victim.token, body: { key: ticket.key } });
  expect(confirmed.status).toBe(200);
  const [key] = await avatarObjectKeys(`avatars/${victim.userId}/`);
  victimPicture = { url: confirmed.body.avatarUrl!, key: key! };
});

describe('a form upload to the S3 emulator', () => {
  it('is stored when it keeps to its ticket, from the app’s page', async () => {
    const ticket = await ticketFor(owner);
    const response = await postForm(ticket.url, ticket.fields, picture);
    expect(response.status).toBe(204);
    expect(await storedAt(ticket.key)).toBe(true);
  });

  it('is refused when re-aimed at another customer’s verified picture as HTML, which keeps serving the picture', async () => {
    const ticket = await ticketFor(owner);
    const html = Buffer.from('<script>alert(document.domain)</script>');
    const response = await postForm(ticket.url, { ...ticket.fields, key: victimPicture.key, 'Content-Type': 'text/html' }, html, 'text/html');
    expect(response).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: `Invalid according to Policy: Policy Condition failed: ["eq", "$key", "${ticket.key}"]`,
    });
    const served = await fetch(victimPicture.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });

  it('is refused with a content type its policy does not allow', async () => {
    const ticket = await ticketFor(owner);
    const response = await postForm(ticket.url, { ...ticket.fields, 'Content-Type': 'text/html' }, picture, 'text/html');
    expect(response).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type", "image/png"]',
    });
    expect(await storedAt(ticket.key)).toBe(false);
  });

  it('is refused when the file is larger than its content-length-range, or empty', async () => {
    const ticket = await ticketFor(owner);
    const [, , maxBytes] = policyOf(ticket).conditions.find((condition: unknown) => Array.isArray(condition) && condition[0] === 'content-length-range');
    const tooLarge = await postForm(ticket.url, ticket.fields, Buffer.concat([picture, Buffer.alloc(maxBytes - picture.length + 1)]));
    expect(tooLarge).toEqual({ status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' });
    const empty = await postForm(ticket.url, ticket.fields, new Uint8Array());
    expect(empty).toEqual({ status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' });
    expect(await storedAt(ticket.key)).toBe(false);
  });

  it('is refused once its policy has expired', async () => {
    const ticket = await ticketFor(owner);
    const expired = { ...policyOf(ticket), expiration: new Date(Date.now() - 1000).toISOString() };
    const { Policy: _policy, 'X-Amz-Signature': _signature, ...fields } = ticket.fields;
    const response = await postForm(ticket.url, signedFields(expired, fields), picture);
    expect(response).toEqual({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
    expect(await storedAt(ticket.key)).toBe(false);
  });

  it('is refused when its policy was changed after signing', async () => {
    const ticket = await ticketFor(owner);
    const widened = policyOf(ticket);
    widened.conditions = widened.conditions.map((condition: Record<string, string>) => ('key' in condition ? ['starts-with', '$key', 'avatars/'] : condition));
    const response = await postForm(ticket.url, { ...ticket.fields, Policy: encoded(widened), key: victimPicture.key }, picture);
    expect(response.status).toBe(403);
    expect(response.code).toBe('SignatureDoesNotMatch');
    expect((await fetch(victimPicture.url)).headers.get('content-type')).toBe('image/png');
  });

  it('is refused with a field its policy does not name', async () => {
    const ticket = await ticketFor(owner);
    const response = await postForm(ticket.url, { ...ticket.fields, 'Cache-Control': 'public, max-age=31536000' }, picture);
    expect(response).toEqual({ status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Extra input fields: cache-control' });
    expect(await storedAt(ticket.key)).toBe(false);
  });

  it('is refused when the request names the bucket by an absolute URL, which s3rver would read as a form upload too', async () => {
    const key = `uploads/${owner.userId}/absolute`;
    const form = new FormData();
    form.append('key', key);
    form.append('file', new Blob([picture], { type: 'image/png' }), 'picture');
    const encodedForm = new Request(stack.urls.s3, { method: 'POST', body: form });
    const response = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: new URL(stack.urls.s3).port,
          method: 'POST',
          path: `${stack.urls.s3}/${avatarBucket}`,
          headers: { 'content-type': encodedForm.headers.get('content-type')! },
        },
        (answer) => answer.resume().on('end', () => resolve(answer.statusCode ?? 0)),
      );
      outgoing.on('error', reject);
      void encodedForm.arrayBuffer().then((bytes) => outgoing.end(Buffer.from(bytes)));
    });
    expect(response).toBe(400);
    expect(await storedAt(key)).toBe(false);
  });

  it('is refused without a signed policy: the bucket is private', async () => {
    const response = await postForm(`${stack.urls.s3}/${avatarBucket}`, { key: `uploads/${owner.userId}/anonymous`, 'Content-Type': 'image/png' }, picture);
    expect(response).toEqual({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
    expect(await storedAt(`uploads/${owner.userId}/anonymous`)).toBe(false);
  });
});

describe('a web page and the S3 emulator', () => {
  it('cannot delete objects with a POST that needs no CORS preflight', async () => {
    const body = `<Delete><Object><Key>${victimPicture.key}</Key></Object></Delete>`;
    const response = await rawRequest(`${stack.urls.s3}/${avatarBucket}?delete`, {
      method: 'POST',
      headers: { origin: stack.appOrigin, 'content-type': 'text/plain' },
      body,
    });
    expect(response.status).toBe(403);
    expect(await avatarObjectKeys(victimPicture.key)).toEqual([victimPicture.key]);
  });
});

describe('the audit anchor bucket', () => {
  const fakeAnchorKey = `anchors/000000000000-999999999999-${'f'.repeat(64)}`;
  const verifyChain = async () => {
    const admin = await newSignedInUser(true);
    return callApi<{ valid: boolean }>('verifyAuditChain', { token: admin.token });
  };

  it('takes no avatar ticket aimed at it, nor a form with a policy signed for it, and the chain stays valid', async () => {
    const ticket = await ticketFor(owner);
    const anchorUrl = bucketUrl(ticket.url, anchorBucket);
    const reAimed = await postForm(anchorUrl, { ...ticket.fields, key: fakeAnchorKey }, picture);
    expect(reAimed).toMatchObject({ status: 403, code: 'AccessDenied' });

    const { Policy: _policy, 'X-Amz-Signature': _signature, ...fields } = ticket.fields;
    const policy = {
      expiration: new Date(Date.now() + 60_000).toISOString(),
      conditions: [{ bucket: anchorBucket }, ...Object.entries({ ...fields, key: fakeAnchorKey }).map(([name, value]) => ({ [name]: value }))],
    };
    const signedForAnchors = await postForm(anchorUrl, signedFields(policy, { ...fields, key: fakeAnchorKey }), picture);
    expect(signedForAnchors).toEqual({ status: 403, code: 'AccessDenied', message: 'Access Denied' });

    const verification = await verifyChain();
    expect(verification.status).toBe(200);
    expect(verification.body.valid).toBe(true);
  });

  it('answers no web page, not even a read', async () => {
    for (const method of ['GET', 'PUT']) {
      const response = await rawRequest(`${stack.urls.s3}/${anchorBucket}${method === 'PUT' ? `/${fakeAnchorKey}` : ''}`, {
        method,
        headers: { origin: stack.appOrigin },
        body: method === 'PUT' ? '{}' : undefined,
      });
      expect(response.status, method).toBe(403);
      expect(response.body).toContain('<Code>AccessDenied</Code>');
    }
  });
});
