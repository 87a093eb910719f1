import { beforeAll, describe, expect, it } from 'vitest';
import { changeOfProfile, type ProfileRecord } from './profile';

/*
 * A customer's change of their profile is written only over the revision it read, so the profile
 * after it — what its event tells — is exactly the one read with the change applied.
 */

beforeAll(() => {
  process.env.TABLE_NAME = 'test';
});

const profile: ProfileRecord = {
  userId: 'd2f1c0de-0000-4000-8000-000000000001',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  address: null,
  avatarKey: null,
  createdAt: '2026-11-26T12:00:00.000Z',
};

const fieldsOf = (update: NonNullable<ReturnType<typeof changeOfProfile>['Update']>) =>
  Object.fromEntries(Object.entries(update.ExpressionAttributeNames!).map(([placeholder, name]) => [name, update.ExpressionAttributeValues![`:${placeholder.slice(1)}`]]));

describe('a change of a profile', () => {
  it('is written only while the profile has no revision yet, and makes it revision 1', () => {
    const update = changeOfProfile(profile, { avatarKey: 'avatars/u/1' }).Update!;
    expect(update.Key).toEqual({ pk: `USER#${profile.userId}`, sk: 'PROFILE' });
    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND attribute_not_exists(revision)');
    expect(fieldsOf(update)).toEqual({ avatarKey: 'avatars/u/1', revision: 1 });
  });

  it('is written only over the revision read, and moves it on by one', () => {
    const update = changeOfProfile({ ...profile, revision: 4 }, { phone: '+1 555 0100', address: null }).Update!;
    expect(update.ConditionExpression).toBe('revision = :read');
    expect(update.ExpressionAttributeValues![':read']).toBe(4);
    expect(fieldsOf(update)).toEqual({ phone: '+1 555 0100', address: null, revision: 5 });
  });

  it('rewrites the names the back office searches whenever a name changes, from the profile after the change', () => {
    expect(fieldsOf(changeOfProfile(profile, { lastName: 'Byron' }).Update!)).toEqual({ lastName: 'Byron', searchNames: 'ada byron', revision: 1 });
    expect(fieldsOf(changeOfProfile(profile, { phone: '+1 555 0100' }).Update!)).not.toHaveProperty('searchNames');
  });

  it('leaves out fields the change does not name', () => {
    expect(fieldsOf(changeOfProfile(profile, { firstName: undefined, avatarKey: null }).Update!)).toEqual({ avatarKey: null, revision: 1 });
  });
});
