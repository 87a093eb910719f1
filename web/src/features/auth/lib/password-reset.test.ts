import { describe, expect, it } from 'vitest';
import { describeResetFailure, EXPIRED_RESET_CODE, PasswordResetWithCode, TOO_MANY_ATTEMPTS, WRONG_RESET_CODE } from './password-reset';

const failure = (name: string, message = 'from Cognito') => Object.assign(new Error(message), { name });
const asIs = (error: unknown) => (error as Error).message;

describe('a forgotten password', () => {
  it('takes a 6-digit code and a new password of the pool’s length, given twice', () => {
    expect(PasswordResetWithCode.safeParse({ code: ' 123456 ', newPassword: 'long enough', confirmPassword: 'long enough' }).success).toBe(true);
    const issues = (form: object) => PasswordResetWithCode.safeParse(form).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ code: '12345', newPassword: 'long enough', confirmPassword: 'long enough' })).toEqual([
      ['code', 'Enter the 6-digit code from the email'],
    ]);
    expect(issues({ code: '123456', newPassword: 'short', confirmPassword: 'short' })).toEqual([
      ['newPassword', 'Password must be at least 8 characters long'],
    ]);
    expect(issues({ code: '123456', newPassword: 'long enough', confirmPassword: 'long enougH' })).toEqual([
      ['confirmPassword', 'New passwords do not match'],
    ]);
  });

  it('puts each refusal under the field it concerns', () => {
    expect(describeResetFailure(failure('CodeMismatchException'), asIs)).toEqual({ field: 'code', message: WRONG_RESET_CODE });
    expect(describeResetFailure(failure('ExpiredCodeException'), asIs)).toEqual({ field: 'code', message: EXPIRED_RESET_CODE });
    expect(describeResetFailure(failure('InvalidPasswordException', 'Password not long enough'), asIs)).toEqual({
      field: 'newPassword',
      message: 'Password not long enough',
    });
    expect(describeResetFailure(failure('LimitExceededException'), asIs)).toEqual({ field: null, message: TOO_MANY_ATTEMPTS });
    expect(describeResetFailure(failure('NetworkError', 'offline'), asIs)).toEqual({ field: null, message: 'offline' });
  });
});
