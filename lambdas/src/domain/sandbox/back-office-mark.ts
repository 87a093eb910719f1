import type { AdminUserRow } from '@sandbank/shared/operations/admin/users';
import type { ProfileRecord } from '../../data/entities/profile';

/** What the back office's customer listing shows of the toolkit: a test customer's row says until when it lives. */
export const toolkitColumns = (profile: Pick<ProfileRecord, 'testCustomerUntil'>): Pick<AdminUserRow, 'testCustomer'> => ({
  testCustomer: profile.testCustomerUntil ? { expiresAt: profile.testCustomerUntil } : null,
});
