/**
 * The exact texts the API answers with when one of the bank's rules refuses a request. The Lambdas
 * throw them and the web app recognises them (to put a message under the field it concerns), so
 * they are written once, here.
 */
export const apiMessages = {
  invalidAmount: 'Please enter a valid positive amount',
  insufficientBalance: 'Insufficient balance',
  cannotDeduct: 'Cannot deduct more than the current balance',
  unknownRecipient: 'No customer found with that email',
  transferToSelf: 'You cannot transfer to yourself',
  noCheckingAccount: 'No checking account found for user',
  accountNotFound: 'Account not found',
  transactionNotFound: 'Transaction not found',
  ownAccountPosting: 'Administrators cannot post to or adjust their own accounts',
  throttled: 'Too many requests. Please wait a moment and try again.',
} as const;
