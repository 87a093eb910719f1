import { randomBytes } from 'node:crypto';
import { AdminAddUserToGroupCommand, AdminCreateUserCommand, CreateGroupCommand, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient, userPoolTargetOf } from '../../local/users';

/*
 * ListUsersInGroup a page at a time, as the emulator layer answers it
 * (scripts/local/emulators/cognito/list-users-in-group.ts) and a user pool does: at most `Limit`
 * members (60 when absent) and a token for the next page while more remain.
 */

const stack = inject('stack');
const pool = userPoolTargetOf(stack);
const group = `members-${randomBytes(4).toString('hex')}`;
const members: string[] = [];

const list = async (page: { Limit?: number; NextToken?: string }) => {
  const client = cognitoClient(pool);
  try {
    return await client.send(new ListUsersInGroupCommand({ UserPoolId: pool.userPoolId, GroupName: group, ...page }));
  } finally {
    client.destroy();
  }
};

const failure = (page: { Limit?: number; NextToken?: string }) =>
  list(page).then(
    () => 'answered',
    (error: Error) => error.name,
  );

const emailsOf = (users: { Attributes?: { Name?: string; Value?: string }[] }[] = []) =>
  users.map((user) => user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value);

beforeAll(async () => {
  const client = cognitoClient(pool);
  try {
    await client.send(new CreateGroupCommand({ UserPoolId: pool.userPoolId, GroupName: group }));
    for (let index = 0; index < 5; index += 1) {
      const email = `${group}-${index}@example.com`;
      await client.send(new AdminCreateUserCommand({ UserPoolId: pool.userPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }] }));
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: group }));
      members.push(email);
    }
  } finally {
    client.destroy();
  }
});

describe('ListUsersInGroup in the Cognito emulator', () => {
  it('answers every member in one page when they fit in 60, with no token', async () => {
    const answer = await list({});
    expect(emailsOf(answer.Users)).toEqual(members);
    expect(answer.NextToken).toBeUndefined();
  });

  it('answers at most Limit members, and goes on from its token until the last', async () => {
    const first = await list({ Limit: 2 });
    expect(emailsOf(first.Users)).toEqual(members.slice(0, 2));
    expect(first.NextToken).toEqual(expect.any(String));
    const second = await list({ Limit: 2, NextToken: first.NextToken });
    expect(emailsOf(second.Users)).toEqual(members.slice(2, 4));
    const last = await list({ Limit: 2, NextToken: second.NextToken });
    expect(emailsOf(last.Users)).toEqual(members.slice(4));
    expect(last.NextToken).toBeUndefined();
    // A token read again answers the same page.
    expect(emailsOf((await list({ Limit: 2, NextToken: first.NextToken })).Users)).toEqual(members.slice(2, 4));
  });

  it('refuses a Limit outside 1–60 and a token it did not give', async () => {
    expect(await failure({ Limit: 61 })).toBe('InvalidParameterException');
    expect(await failure({ Limit: 0 })).toBe('InvalidParameterException');
    expect(await failure({ NextToken: 'made-up' })).toBe('InvalidParameterException');
    expect(await failure({ NextToken: Buffer.from('members:-1').toString('base64url') })).toBe('InvalidParameterException');
  });
});
