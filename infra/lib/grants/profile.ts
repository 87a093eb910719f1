import type { profileOperations } from '@sandbank/shared';
import { access } from './access';
import type { AreaGrants } from './area-grants';
import { onboarding } from './features';

// A customer's first request onboards them, so even getMe writes (once per customer). Every
// answer carrying the profile signs its picture's URL, which is only as good as the signer's read.
export const profileGrants = {
  getMe: access(onboarding, { reads: ['profile'], uses: ['avatars:read'] }),
  updateMe: access(onboarding, { writes: ['profile'], uses: ['avatars:read'] }),
  // Signing the POST grants nothing by itself: the upload is allowed only as far as the signer may PutObject.
  requestAvatarUpload: { uses: ['avatars:write'] },
  confirmAvatar: access(onboarding, { writes: ['profile'], uses: ['avatars:read', 'avatars:write'] }),
  removeAvatar: access(onboarding, { writes: ['profile'], uses: ['avatars:write'] }),
} as const satisfies AreaGrants<typeof profileOperations>;
