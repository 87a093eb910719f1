/**
 * An administrator deciding a request they filed themselves, refused by one rule for every kind
 * (lambdas/src/domain/back-office/four-eyes.ts); each kind's messages name theirs too.
 */
export const ownRequestMessages = {
  wire: 'Administrators cannot decide their own wire transfers',
  check: 'Administrators cannot decide their own check deposits',
  lockerItem: 'Administrators cannot decide their own locker items',
} as const;

/**
 * The exact texts the API answers with when one of the bank's rules refuses a request. The Lambdas
 * throw them and the web app recognises them (to put a message under the field it concerns), so
 * they are written once, here.
 */
export const apiMessages = {
  invalidAmount: 'Please enter a valid positive amount',
  insufficientBalance: 'Insufficient balance',
  cannotDeduct: 'Cannot deduct more than the current balance',
  /** One answer for an unknown, unconfirmed, never-active, disabled or administrator recipient: what to do, not who exists. */
  unknownRecipient: "We can't send money to that email. Check it, or ask the recipient to sign in first.",
  transferToSelf: 'You cannot transfer to yourself',
  noCheckingAccount: 'No checking account found for user',
  accountNotFound: 'Account not found',
  transactionNotFound: 'Transaction not found',
  ownAccountPosting: 'Administrators cannot post to or adjust their own accounts',
  administratorPasswordReset: 'Administrators cannot reset the password of another administrator',
  ownPasswordReset: 'Change your own password from your profile',
  throttled: 'Too many requests. Please wait a moment and try again.',
  /** An administrator's session that was signed out (their access token revoked) since its sign-in. */
  sessionSignedOut: 'This session has been signed out. Sign in again.',
  /** A member of the admin group when their session signed in, no longer: the pool is asked, not the token. */
  noLongerAdministrator: 'Administrator access required: you are no longer an administrator',
} as const;

/**
 * The wire transfer's texts: what the API answers (recognised by the web app to place them) and
 * the titles the web app shows them under, so both sides say exactly the same.
 */
export const wireMessages = {
  invalidAmount: apiMessages.invalidAmount,
  belowMinimum: (minimum: string) => `The minimum wire amount is ${minimum}`,
  aboveMaximum: (maximum: string) => `The maximum wire amount is ${maximum}`,
  invalidSwift: 'Enter a valid SWIFT/BIC: 8 or 11 letters and digits with a real country code (e.g. DEUTDEFF)',
  ibanCountry: 'This IBAN starts with a country that does not issue IBANs',
  ibanLength: 'This IBAN has the wrong length for its country',
  ibanChecksum: 'This IBAN is not valid: check the digits (checksum mismatch)',
  invalidAccountNumber: 'Enter an IBAN or an account number of 4 to 34 letters and digits',
  invalidPurpose: 'Choose the purpose of the transfer',
  codeShape: 'Enter the 6-digit code from the email',
  insufficientFundsTitle: 'Insufficient Balance',
  insufficientFunds: "You don't have enough funds in the selected account",
  invalidCodeTitle: 'Invalid Code',
  invalidCode: 'Please enter the correct verification code to proceed.',
  submittedTitle: 'Wire Transfer Submitted',
  submitted: 'Funds have been reserved from your account. Your transfer is awaiting approval.',
  codeAttemptsUsed: 'Too many incorrect codes. Request a new code to try again.',
  codeExpired: 'This wire request has expired because it was not confirmed within 15 minutes. Please submit it again.',
  alreadyConfirmed: 'This wire transfer has already been confirmed',
  resendTooSoon: 'A new code can be requested once a minute. Please wait a moment.',
  alreadyDecided: 'This transfer has already been decided',
  notPending: 'Only a confirmed wire transfer awaiting approval can be approved or rejected',
  ownWire: ownRequestMessages.wire,
  approvedTitle: 'Wire transfer approved',
  approvedText: (amount: string, recipient: string) => `Your wire of ${amount} to ${recipient} was approved.`,
  rejectedTitle: 'Wire transfer returned',
  rejectedText: (amount: string, recipient: string, reason: string, returned: string) =>
    `Your wire of ${amount} to ${recipient} was rejected: ${reason}. ${returned} was returned to your account.`,
  wireNotFound: 'Wire transfer not found',
  detailsFailed: 'Unable to load wire transfer details.',
  statusUpdatedTitle: 'Status Updated',
  approved: 'Transfer approved successfully',
  rejected: 'Transfer rejected successfully',
  noneFound: 'No wire transfers found matching your criteria.',
  fetchFailed: 'Failed to fetch wire transfers',
  updateFailed: 'Failed to update transfer status',
} as const;

/** The reason a check's rejection stores when the administrator gives none. */
export const DEFAULT_CHECK_REJECTION_REASON = 'Invalid check information';

/** Maker-checker (docs/security.md): a large back-office posting waits for a second administrator. */
export const approvalMessages = {
  requestNotFound: 'Posting request not found',
  ownRequest: 'You made this request: another administrator decides it',
  ownAccount: 'Administrators cannot decide postings to their own accounts',
  alreadyDecided: 'This posting request has already been decided',
} as const;
