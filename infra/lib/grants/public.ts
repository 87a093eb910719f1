import type { publicOperations } from '@sandbank/shared';
import type { AreaGrants } from './area-grants';

export const publicGrants = {
  health: [],
  getOpenApiDocument: [],
} as const satisfies AreaGrants<typeof publicOperations>;
