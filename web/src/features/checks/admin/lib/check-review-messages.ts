/** The check review's texts: every failure is a destructive toast titled 'Error', as elsewhere in the back office. */
export const checkReviewMessages = {
  fetchChecksFailed: 'Failed to fetch check deposits',
  approveCheckFailed: 'Failed to approve check deposit',
  rejectCheckFailed: 'Failed to reject check deposit',
  checkApproved: 'Check deposit approved and balance updated',
  checkRejected: 'Check deposit rejected',
  noPendingChecks: 'No pending check deposits',
  noChecks: 'No check deposits found',
} as const;
