import type { publicOperations } from '@sandbank/shared';
import { noAccess } from './access';
import type { AreaGrants } from './area-grants';

export const publicGrants = {
  health: noAccess,
  getOpenApiDocument: noAccess,
} as const satisfies AreaGrants<typeof publicOperations>;
