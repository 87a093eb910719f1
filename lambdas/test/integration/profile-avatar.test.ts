import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, type AvatarUploadTicket, type Profile } from '@sandbank/shared';
import { callApi } from '@sandbank/scripts/test-harness';
import { avatarFixture, objectsOfUser, postUpload, putAvatarObject, uploadAvatar } from './support/avatars';
import { newUser, type TestUser } from './support/users';

const confirm = (user: TestUser, key: string) => callApi('confirmAvatar', { token: user.accessToken, body: { key } });
const profileOf = async (user: TestUser) => (await callApi<Profile>('getMe', { token: user.accessToken })).body;

async function withPicture(user: TestUser, file = 'sample.png'): Promise<Profile> {
  const confirmed = await confirm(user, await uploadAvatar(user.accessToken, avatarFixture(file)));
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return confirmed.body;
}

describe('avatar upload tickets', () => {
  it('pin a fresh key under the caller’s own prefix, the declared image type and 1 byte – 5 MB, for a few minutes', async () => {
    const customer = await newUser();
    const ask = () => callApi<AvatarUploadTicket>('requestAvatarUpload', { token: customer.accessToken, body: { contentType: 'image/webp', sizeBytes: 2048 } });
    const [first, second] = [await ask(), await ask()];
    expect(first.status).toBe(200);
    expect(first.body.key).toMatch(new RegExp(`^uploads/${customer.userId}/[A-Z0-9]{26}$`));
    expect(second.body.key).not.toBe(first.body.key);

    const policy = JSON.parse(Buffer.from(first.body.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([{ key: first.body.key }, { 'Content-Type': 'image/webp' }, ['content-length-range', 1, AVATAR_MAX_BYTES]]),
    );
    expect(first.body.fields).toMatchObject({ key: first.body.key, 'Content-Type': 'image/webp', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(first.body.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    expect(Date.parse(first.body.expiresAt)).toBeCloseTo(Date.parse(policy.expiration), -4);
  });

  it.each([
    ['an SVG', { contentType: 'image/svg+xml', sizeBytes: 100 }],
    ['a text file', { contentType: 'text/plain', sizeBytes: 100 }],
    ['an empty file', { contentType: 'image/png', sizeBytes: 0 }],
    ['a file over 5 MB', { contentType: 'image/png', sizeBytes: AVATAR_MAX_BYTES + 1 }],
    ['an unknown field', { contentType: 'image/png', sizeBytes: 100, key: 'uploads/x/y' }],
  ])('are refused for %s', async (_, body) => {
    const customer = await newUser();
    const response = await callApi('requestAvatarUpload', { token: customer.accessToken, body });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_input');
  });
});

describe('confirming an uploaded picture', () => {
  it.each([
    ['sample.png', 'image/png'],
    ['sample.jpg', 'image/jpeg'],
    ['sample.webp', 'image/webp'],
    ['sample.gif', 'image/gif'],
  ])('accepts %s, served through a signed URL as %s, and keeps only the verified copy', async (file, type) => {
    const customer = await newUser();
    const profile = await withPicture(customer, file);
    expect(profile.avatarUrl).toMatch(/X-Amz-Signature=/);
    const picture = await fetch(profile.avatarUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe(type);
    expect(Buffer.from(await picture.arrayBuffer()).equals(avatarFixture(file))).toBe(true);
    // The upload itself is gone; the verified copy lives where no browser can write.
    const objects = await objectsOfUser(customer.userId);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatch(new RegExp(`^avatars/${customer.userId}/`));
    // The profile keeps it: a later read signs a URL of the same picture.
    expect((await profileOf(customer)).avatarUrl).toContain(objects[0]);
  });

  it.each([
    ['a text file renamed .png', 'text-renamed.png', 'image/png', 'Please select an image file'],
    ['an SVG sent as a PNG', 'drawing.svg', 'image/png', 'Please select an image file'],
  ])('refuses %s by its content, deletes it and keeps the current picture', async (_, file, declared, message) => {
    const customer = await newUser();
    const before = await withPicture(customer);
    const key = await uploadAvatar(customer.accessToken, avatarFixture(file), declared);
    const refused = await confirm(customer, key);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(message);
    expect(await objectsOfUser(customer.userId)).toEqual([expect.stringMatching(/^avatars\//)]);
    expect((await profileOf(customer)).avatarUrl).toBe(before.avatarUrl);
  });

  it('refuses a picture over 5 MB, which the storage refuses too, and deletes one that got there anyway', async () => {
    const customer = await newUser();
    const ticket = await callApi<AvatarUploadTicket>('requestAvatarUpload', { token: customer.accessToken, body: { contentType: 'image/png', sizeBytes: AVATAR_MAX_BYTES } });
    // A real PNG header followed by 6 MB: only the size is wrong.
    const oversized = Buffer.concat([avatarFixture('sample.png'), Buffer.alloc(6 * 1024 * 1024)]);
    expect(await postUpload(ticket.body, oversized, 'image/png')).toBe(400);
    // The server does not rely on the ticket's policy: the same bytes under the ticket's key are refused on confirmation.
    await putAvatarObject(ticket.body.key, oversized);
    const refused = await confirm(customer, ticket.body.key);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Please select an image smaller than 5MB');
    expect(await objectsOfUser(customer.userId)).toEqual([]);
    expect((await profileOf(customer)).avatarUrl).toBeNull();
  });

  it('refuses an empty upload, which the storage refuses too, and deletes one that got there anyway', async () => {
    const customer = await newUser();
    const ticket = await callApi<AvatarUploadTicket>('requestAvatarUpload', { token: customer.accessToken, body: { contentType: 'image/png', sizeBytes: 1 } });
    expect(await postUpload(ticket.body, new Uint8Array(), 'image/png')).toBe(400);
    await putAvatarObject(ticket.body.key, new Uint8Array());
    expect((await confirm(customer, ticket.body.key)).status).toBe(400);
    expect(await objectsOfUser(customer.userId)).toEqual([]);
  });

  it('replaces the previous picture and deletes its object', async () => {
    const customer = await newUser();
    await withPicture(customer, 'sample.png');
    const [first] = await objectsOfUser(customer.userId);
    const replaced = await withPicture(customer, 'sample.jpg');
    const objects = await objectsOfUser(customer.userId);
    expect(objects).toHaveLength(1);
    expect(objects[0]).not.toBe(first);
    expect(replaced.avatarUrl).toContain(objects[0]);
  });

  it('confirms an upload once: the same key again is not found', async () => {
    const customer = await newUser();
    const key = await uploadAvatar(customer.accessToken, avatarFixture('sample.png'));
    expect((await confirm(customer, key)).status).toBe(200);
    expect((await confirm(customer, key)).status).toBe(404);
  });

  it('answers 404 for someone else’s upload and changes nothing for either customer', async () => {
    const [owner, intruder] = await Promise.all([newUser(), newUser()]);
    const key = await uploadAvatar(owner.accessToken, avatarFixture('sample.png'));
    const attempt = await confirm(intruder, key);
    expect(attempt.status).toBe(404);
    expect(await objectsOfUser(owner.userId)).toEqual([key]);
    expect(await objectsOfUser(intruder.userId)).toEqual([]);
    expect((await profileOf(intruder)).avatarUrl).toBeNull();
    // The owner can still make it their picture.
    expect((await confirm(owner, key)).status).toBe(200);
  });

  it('answers 404 for a key of the caller’s own that was never uploaded', async () => {
    const customer = await newUser();
    expect((await confirm(customer, `uploads/${customer.userId}/01JNEVERUPLOADED0000000000`)).status).toBe(404);
  });

  it.each([
    ['a confirmed picture’s key', (user: TestUser) => `avatars/${user.userId}/01JABCDEFGHJKMNPQRSTVWXYZ0`],
    ['a path that climbs out of the prefix', (user: TestUser) => `uploads/${user.userId}/../x`],
    ['a deeper key', (user: TestUser) => `uploads/${user.userId}/a/b`],
    ['an empty key', () => ''],
  ])('answers 400 for %s', async (_, keyOf) => {
    const customer = await newUser();
    const response = await confirm(customer, keyOf(customer));
    expect(response.status).toBe(400);
    expect((await profileOf(customer)).avatarUrl).toBeNull();
  });
});

describe('removing the picture', () => {
  it('clears it from the profile and deletes its object', async () => {
    const customer = await newUser();
    await withPicture(customer);
    const removed = await callApi<Profile>('removeAvatar', { token: customer.accessToken });
    expect(removed.status).toBe(200);
    expect(removed.body.avatarUrl).toBeNull();
    expect(await objectsOfUser(customer.userId)).toEqual([]);
    expect((await profileOf(customer)).avatarUrl).toBeNull();
  });

  it('is harmless without a picture', async () => {
    const customer = await newUser();
    const removed = await callApi<Profile>('removeAvatar', { token: customer.accessToken });
    expect(removed.status).toBe(200);
    expect(removed.body.avatarUrl).toBeNull();
  });
});

describe('the back office’s users listing', () => {
  it('shows a customer’s confirmed picture through a signed URL that serves its bytes', async () => {
    const admin = await newUser({ admin: true });
    const customer = await newUser();
    await withPicture(customer);
    const listed = await callApi<{ items: { email: string; avatarUrl: string | null }[] }>('listUsers', {
      token: admin.accessToken,
      query: { q: customer.email },
    });
    expect(listed.status).toBe(200);
    const row = listed.body.items.find((item) => item.email === customer.email);
    expect(row?.avatarUrl).toEqual(expect.any(String));
    const image = await fetch(row!.avatarUrl!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(avatarFixture('sample.png'))).toBe(true);
  });
});
