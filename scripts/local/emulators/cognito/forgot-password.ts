import { CodeMismatchError, UserNotFoundError, type Route, type Services } from './cognito-local';
import { refusePolicyBreach } from './change-password';

/*
 * The forgotten-password calls as a user pool answers them when its client prevents user existence
 * errors (the deployed web client does): cognito-local answers an unknown email with
 * UserNotFoundException and the real destination of a known one; a user pool answers both alike,
 * with a masked destination, so the answer never tells whether the email has an account. And
 * cognito-local sets any new password at all; a user pool holds it to its policy.
 */

interface ForgotPasswordRequest {
  Username?: string;
}

interface ConfirmForgotPasswordRequest {
  ClientId?: string;
  Password?: unknown;
}

/** `jane@example.com` → `j***@e***`, as Cognito shows where it sent a code. */
export function maskedDestination(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const deliveryTo = (address: string) => ({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedDestination(address) });

/** `ForgotPassword`: the same answer for an email with or without an account; the code goes only to a real one. */
export const forgotPassword =
  (own: Route): Route =>
  async (ctx, request: ForgotPasswordRequest) => {
    const asked = typeof request.Username === 'string' ? request.Username : '';
    try {
      const answer = (await own(ctx, request)) as { CodeDeliveryDetails?: { Destination?: string } };
      return { ...answer, CodeDeliveryDetails: deliveryTo(answer.CodeDeliveryDetails?.Destination ?? asked) };
    } catch (error) {
      if (error instanceof UserNotFoundError) return { CodeDeliveryDetails: deliveryTo(asked) };
      throw error;
    }
  };

/** `ConfirmForgotPassword`: the pool's password policy first; an unknown email is a wrong code, as for any email without one. */
export const confirmForgotPassword =
  (own: Route, { cognito }: Pick<Services, 'cognito'>): Route =>
  async (ctx, request: ConfirmForgotPasswordRequest) => {
    if (typeof request.ClientId === 'string' && typeof request.Password === 'string') {
      refusePolicyBreach(await cognito.getUserPoolForClientId(ctx, request.ClientId), request.Password);
    }
    try {
      return await own(ctx, request);
    } catch (error) {
      if (error instanceof UserNotFoundError) throw new CodeMismatchError();
      throw error;
    }
  };
