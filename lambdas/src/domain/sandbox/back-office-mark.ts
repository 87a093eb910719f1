import type { AdminUserRow } from '@sandbank/shared/operations/admin/users';
import type { ProfileRecord } from '../../data/entities/profile';

export const toolkitColumns = (profile: Pick<ProfileRecord, 'testCustomerUntil'>): Pick<AdminUserRow, 'testCustomer'> => ({
  testCustomer: profile.testCustomerUntil ? { expiresAt: profile.testCustomerUntil } : null,
});
