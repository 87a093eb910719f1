import { describe, expect, it } from 'vitest';
import { callApi } from '@sandbank/scripts/test-harness';
import { newUser } from './support/users';

describe('the caller profile', () => {
  it('is created from the sign-up details on the first request', async () => {
    const customer = await newUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const { status, body } = await callApi('getMe', { token: customer.accessToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: customer.userId,
      email: customer.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      address: null,
      isAdmin: false,
    });
  });

  it('reports admins as such', async () => {
    const admin = await newUser({ admin: true });
    expect((await callApi('getMe', { token: admin.accessToken })).body.isAdmin).toBe(true);
  });

  it('is created once when several first requests race', async () => {
    const customer = await newUser();
    const responses = await Promise.all(Array.from({ length: 5 }, () => callApi('getMe', { token: customer.accessToken })));
    expect(new Set(responses.map((response) => response.body.createdAt)).size).toBe(1);
  });

  it('updates names, phone and address, turning empty values into null', async () => {
    const customer = await newUser();
    const update = await callApi('updateMe', {
      token: customer.accessToken,
      body: { firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 0100', address: '' },
    });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 0100', address: null });
    expect((await callApi('getMe', { token: customer.accessToken })).body).toMatchObject({ firstName: 'Grace', phone: '+1 555 0100' });
  });

  it.each([
    ['malformed JSON', { rawBody: '{"firstName": "A",' }, 400],
    ['an unknown field', { body: { firstName: 'A', lastName: 'B', email: 'new@example.test' } }, 400],
    ['a wrong type', { body: { firstName: 'A', lastName: ['B'] } }, 400],
    ['a missing name', { body: { firstName: '', lastName: 'B' } }, 400],
    ['an oversized body', { body: { firstName: 'A', lastName: 'B', address: 'x'.repeat(70_000) } }, 413],
  ])('rejects %s and changes nothing', async (_, call, status) => {
    const customer = await newUser({ firstName: 'Unchanged', lastName: 'Name' });
    const before = (await callApi('getMe', { token: customer.accessToken })).body;
    const response = await callApi('updateMe', { token: customer.accessToken, ...call });
    expect(response.status).toBe(status);
    expect(response.body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
    expect((await callApi('getMe', { token: customer.accessToken })).body).toEqual(before);
  });
});
