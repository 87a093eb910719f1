import { describe, expect, it } from 'vitest';
import { ChallengeSessions, CODE_ANSWERS_PER_SESSION, SESSION_LIFETIME_MS } from './challenge-sessions';

describe('ChallengeSessions', () => {
  it('knows a session for its own challenge only, and not after three minutes', () => {
    let now = 1_000_000;
    const sessions = new ChallengeSessions(() => now);
    const session = sessions.openSession('user-1', 'SOFTWARE_TOKEN_MFA');
    expect(sessions.challengeOf(session, 'SOFTWARE_TOKEN_MFA').username).toBe('user-1');
    expect(() => sessions.challengeOf(session, 'NEW_PASSWORD_REQUIRED')).toThrow('Invalid session for the user.');
    expect(() => sessions.challengeOf('made-up', 'SOFTWARE_TOKEN_MFA')).toThrow('Invalid session for the user.');
    now += SESSION_LIFETIME_MS;
    expect(() => sessions.challengeOf(session, 'SOFTWARE_TOKEN_MFA')).toThrow('Invalid session for the user, session is expired.');
  });

  it('refuses a code its user has had accepted until it can no longer be valid, and only for that user', () => {
    let now = 1_000_000;
    const sessions = new ChallengeSessions(() => now);
    sessions.noteAcceptedCode('user-1', '123456');
    expect(() => sessions.refuseReusedCode('user-1', '123456')).toThrow('Your software token has already been used once.');
    expect(() => sessions.refuseReusedCode('user-2', '123456')).not.toThrow();
    now += 90_000;
    expect(() => sessions.refuseReusedCode('user-1', '123456')).not.toThrow();
  });

  it('takes five answers to a code challenge, then refuses every other as a void session', () => {
    const sessions = new ChallengeSessions(() => 1_000_000);
    const session = sessions.openSession('user-1', 'SOFTWARE_TOKEN_MFA');
    const other = sessions.openSession('user-1', 'SOFTWARE_TOKEN_MFA');
    for (let answer = 0; answer < CODE_ANSWERS_PER_SESSION; answer += 1) sessions.takeCodeAnswer(session);
    expect(() => sessions.takeCodeAnswer(session)).toThrow('Invalid session for the user.');
    expect(() => sessions.challengeOf(session, 'SOFTWARE_TOKEN_MFA')).toThrow('Invalid session for the user.');
    expect(() => sessions.takeCodeAnswer(other)).not.toThrow();
  });
});
