import { randomBytes } from 'node:crypto';
import { CodeMismatchError, CognitoError, NotAuthorizedError, type Route, type Services } from './cognito-local';
import { tokenSource } from './pre-token-generation';

/*
 * The sign-in challenges (SOFTWARE_TOKEN_MFA, NEW_PASSWORD_REQUIRED, …) as a user pool holds them.
 * cognito-local answers a challenge with a random `Session` it never looks at again, so any string
 * and a user name would do for RespondToAuthChallenge — the password step could be skipped. A user
 * pool's session is bound to the sign-in that opened it, its user and its challenge, ends after
 * three minutes, and is used up by the answer that succeeds; a code challenge's session also ends
 * after five wrong codes, so someone who has the password cannot guess the code (cognito-local took
 * hundreds of tries a second). And a pool accepts an authenticator's code only once: an attacker
 * who watched a code being typed cannot sign in with it again.
 */

/** How long a user pool keeps a challenge's session (three minutes, Cognito's default). */
export const SESSION_LIFETIME_MS = 3 * 60_000;
/** Answers a code challenge's session takes: after the fifth wrong code it is void, and the user signs in again. */
export const CODE_ANSWERS_PER_SESSION = 5;
/** How long a code stays usable: its 30-second step and one step either side (otplib's tolerance in cognito-local). */
const CODE_LIFETIME_MS = 90_000;

interface OpenChallenge {
  username: string;
  challenge: string;
  expiresAt: number;
  /** Answers taken so far (code challenges). */
  answers: number;
}

export const INVALID_SESSION = 'Invalid session for the user.';
export const EXPIRED_SESSION = 'Invalid session for the user, session is expired.';
export const CODE_USED_ONCE = 'Your software token has already been used once.';

/** A user pool's memory of open challenges and of the authenticator codes it has accepted. */
export class ChallengeSessions {
  private readonly open = new Map<string, OpenChallenge>();
  private readonly usedCodes = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A new session for `challenge` of `username`, replacing cognito-local's (which it never checks). */
  openSession(username: string, challenge: string): string {
    this.forgetExpired();
    const session = randomBytes(48).toString('base64url');
    this.open.set(session, { username, challenge, expiresAt: this.now() + SESSION_LIFETIME_MS, answers: 0 });
    return session;
  }

  /** The open challenge `session` names for `challenge`; NotAuthorizedException as a pool answers otherwise. */
  challengeOf(session: unknown, challenge: unknown): OpenChallenge {
    const open = typeof session === 'string' ? this.open.get(session) : undefined;
    if (!open || open.challenge !== challenge) throw new NotAuthorizedError(INVALID_SESSION);
    if (open.expiresAt <= this.now()) {
      this.open.delete(session as string);
      throw new NotAuthorizedError(EXPIRED_SESSION);
    }
    return open;
  }

  /**
   * Counts an answer to `session`'s code before it is checked, so that answers sent at once count as
   * surely as answers sent one after another. Once the session has taken its five, it is void: every
   * later answer, the right code included, is refused as a pool refuses an unknown session.
   */
  takeCodeAnswer(session: string): void {
    const open = this.open.get(session);
    if (!open || open.answers >= CODE_ANSWERS_PER_SESSION) {
      this.open.delete(session);
      throw new NotAuthorizedError(INVALID_SESSION);
    }
    open.answers += 1;
  }

  close(session: string): void {
    this.open.delete(session);
  }

  /** Refuses a code `username` has already had accepted in its window (ExpiredCodeException, as a pool answers). */
  refuseReusedCode(username: string, code: unknown): void {
    this.forgetExpired();
    if (this.usedCodes.has(`${username}\n${String(code)}`)) throw new CognitoError('ExpiredCodeException', CODE_USED_ONCE);
  }

  noteAcceptedCode(username: string, code: unknown): void {
    this.usedCodes.set(`${username}\n${String(code)}`, this.now() + CODE_LIFETIME_MS);
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [session, open] of this.open) if (open.expiresAt <= now) this.open.delete(session);
    for (const [code, expiresAt] of this.usedCodes) if (expiresAt <= now) this.usedCodes.delete(code);
  }
}

interface ChallengeAnswer {
  AuthenticationResult?: { RefreshToken?: string };
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
}

/** An answer naming a challenge gets a session of this pool's, bound to the challenge and its user. */
function withOwnSession(sessions: ChallengeSessions, answer: ChallengeAnswer, fallbackUser: unknown): ChallengeAnswer {
  if (!answer.ChallengeName || !answer.Session) return answer;
  const username = answer.ChallengeParameters?.USER_ID_FOR_SRP ?? String(fallbackUser);
  return { ...answer, Session: sessions.openSession(username, answer.ChallengeName) };
}

/** `InitiateAuth` whose challenges open sessions RespondToAuthChallenge checks. */
export const openingChallengeSessions =
  (own: Route, sessions: ChallengeSessions): Route =>
  async (ctx, request) => {
    const answer = (await own(ctx, request)) as ChallengeAnswer;
    const parameters = (request as { AuthParameters?: Record<string, string> }).AuthParameters;
    return withOwnSession(sessions, answer, parameters?.USERNAME);
  };

/**
 * `RespondToAuthChallenge` held to its session: the session must be open, for this challenge, and
 * the answer is about its user (cognito-local takes the user from USERNAME). An authenticator code
 * is accepted once; a wrong one leaves the session open for another try, as a pool does, up to five
 * wrong codes, after which the session is void ('Invalid session for the user.'). A next
 * challenge gets a session of its own. The refresh token of the sign-in is kept, as cognito-local
 * keeps a password sign-in's but not a challenge's, so the session can be refreshed like any other.
 */
export const answeringOpenSessions =
  (own: Route, sessions: ChallengeSessions, { cognito }: Pick<Services, 'cognito'>): Route =>
  async (ctx, request) => {
    const { Session: session, ChallengeName: challenge, ChallengeResponses: responses = {}, ClientId: clientId } = request as {
      Session?: unknown;
      ChallengeName?: unknown;
      ChallengeResponses?: Record<string, string>;
      ClientId?: string;
    };
    const open = sessions.challengeOf(session, challenge);
    const code = responses.SOFTWARE_TOKEN_MFA_CODE;
    if (challenge === 'SOFTWARE_TOKEN_MFA') {
      sessions.takeCodeAnswer(session as string);
      sessions.refuseReusedCode(open.username, code);
    }
    let answer: ChallengeAnswer;
    try {
      const answering = () => own(ctx, { ...request, ChallengeResponses: { ...responses, USERNAME: open.username } });
      // The tokens of a new password's sign-in are the pool's NewPasswordChallenge tokens: no code was answered.
      answer = (await (challenge === 'NEW_PASSWORD_REQUIRED' ? tokenSource.run('NewPasswordChallenge', answering) : answering())) as ChallengeAnswer;
    } catch (error) {
      // Cognito's words for a wrong authenticator code.
      if (error instanceof CodeMismatchError && challenge === 'SOFTWARE_TOKEN_MFA') error.message = 'Invalid code received for user';
      throw error;
    }
    sessions.close(session as string);
    if (challenge === 'SOFTWARE_TOKEN_MFA') sessions.noteAcceptedCode(open.username, code);
    const refreshToken = answer.AuthenticationResult?.RefreshToken;
    if (refreshToken && clientId) {
      const userPool = await cognito.getUserPoolForClientId(ctx, clientId);
      const user = await userPool.getUserByUsername(ctx, open.username);
      if (user) await userPool.storeRefreshToken(ctx, refreshToken, user);
    }
    return withOwnSession(sessions, answer, open.username);
  };
