import { describe, expect, it } from 'vitest';
import { callerFromEvent, parseGroups } from '../../src/http/caller';
import { apiEvent } from './event';

describe('parseGroups', () => {
  it.each([
    ['[admin]', ['admin']],
    ['[admin support]', ['admin', 'support']],
    ['["admin","support"]', ['admin', 'support']],
    ['admin', ['admin']],
    ['', []],
    [undefined, []],
  ])('reads %j', (value, groups) => {
    expect(parseGroups(value)).toEqual(groups);
  });

  it('accepts a real array', () => {
    expect(parseGroups(['admin'])).toEqual(['admin']);
  });
});

describe('callerFromEvent', () => {
  it('takes the caller from the authorizer claims', () => {
    const caller = callerFromEvent(
      apiEvent({ claims: { sub: 'user-1', username: 'user-1-name', 'cognito:groups': '[admin]' } }),
    );
    expect(caller).toEqual({ userId: 'user-1', username: 'user-1-name', isAdmin: true });
  });

  it('treats a group that merely contains the word as not admin', () => {
    expect(callerFromEvent(apiEvent({ claims: { sub: 'u', 'cognito:groups': '[administrators]' } }))?.isAdmin).toBe(false);
  });

  it('returns null without claims', () => {
    expect(callerFromEvent(apiEvent({}))).toBeNull();
  });
});
