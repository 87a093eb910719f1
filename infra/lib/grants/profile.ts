import type { profileOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { onboarding } from './features';

// A customer's first request onboards them, so even getMe writes (once per customer).
export const profileGrants = {
  getMe: access(onboarding, { reads: ['profile'] }),
  updateMe: access(onboarding, { writes: ['profile'] }),
} as const satisfies AreaGrants<typeof profileOperations>;
