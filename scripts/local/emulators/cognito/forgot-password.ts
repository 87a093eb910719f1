import { CodeMismatchError, UserNotFoundError, type Context, type Route, type Services } from './cognito-local';
import { refusePolicyBreach } from './change-password';
import { refuseMissingCode, wrongResetCode, type ResetCodes } from './reset-codes';

/*
 * The forgotten-password calls as a user pool answers them when its client prevents user existence
 * errors (the deployed web client does): cognito-local answers an unknown email with
 * UserNotFoundException and the real destination of a known one; a user pool answers both alike,
 * with a masked destination, so the answer never tells whether the email has an account. And
 * cognito-local sets any new password at all, with any code that equals the user's stored one (none
 * at all, for a user without one); a user pool holds the password to its policy and takes only the
 * code its ForgotPassword sent (reset-codes.ts).
 */

interface ForgotPasswordRequest {
  ClientId?: unknown;
  Username?: unknown;
}

interface ConfirmForgotPasswordRequest {
  ClientId?: unknown;
  Username?: unknown;
  ConfirmationCode?: unknown;
  Password?: unknown;
}

/** `jane@example.com` → `j***@e***`, as Cognito shows where it sent a code. */
export function maskedDestination(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const deliveryTo = (address: string) => ({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedDestination(address) });

type UserLookup = Pick<Services, 'cognito'>;

/** The user a request names (by email or user name), or null when the pool has none. */
async function userNamed({ cognito }: UserLookup, ctx: Context, clientId: unknown, username: unknown) {
  if (typeof clientId !== 'string' || typeof username !== 'string') return null;
  return (await (await cognito.getUserPoolForClientId(ctx, clientId)).getUserByUsername(ctx, username)) ?? null;
}

/** `ForgotPassword`: the same answer for an email with or without an account; the code goes only to a real one, and is remembered as its pending reset. */
export const forgotPassword =
  (own: Route, services: UserLookup, resetCodes: ResetCodes): Route =>
  async (ctx, request: ForgotPasswordRequest) => {
    const asked = typeof request.Username === 'string' ? request.Username : '';
    let answer: { CodeDeliveryDetails?: { Destination?: string } };
    try {
      answer = (await own(ctx, request)) as typeof answer;
    } catch (error) {
      if (error instanceof UserNotFoundError) return { CodeDeliveryDetails: deliveryTo(asked) };
      throw error;
    }
    // cognito-local has just stored the code it sent on the user.
    const user = await userNamed(services, ctx, request.ClientId, request.Username);
    if (user?.ConfirmationCode) resetCodes.issue(user.Username, user.ConfirmationCode);
    return { ...answer, CodeDeliveryDetails: deliveryTo(answer.CodeDeliveryDetails?.Destination ?? asked) };
  };

/**
 * `ConfirmForgotPassword`: a code is required; the pool's password policy comes first (a short
 * password leaves the code usable); then the code must be the user's pending reset code, which it
 * uses up. An unknown email is a wrong code, as for any account without one.
 */
export const confirmForgotPassword =
  (own: Route, services: UserLookup, resetCodes: ResetCodes): Route =>
  async (ctx, request: ConfirmForgotPasswordRequest) => {
    const code = request.ConfirmationCode;
    refuseMissingCode(code);
    if (typeof request.ClientId === 'string' && typeof request.Password === 'string') {
      refusePolicyBreach(await services.cognito.getUserPoolForClientId(ctx, request.ClientId), request.Password);
    }
    const user = await userNamed(services, ctx, request.ClientId, request.Username);
    resetCodes.redeem(user?.Username ?? null, code);
    try {
      return await own(ctx, request);
    } catch (error) {
      if (error instanceof UserNotFoundError || error instanceof CodeMismatchError) throw wrongResetCode();
      throw error;
    }
  };
