import type { OperationTable } from '@sandbank/shared';
import type { Access } from './access';

/**
 * What each operation of one area reads, writes and calls, by intent (access.ts). Written
 * `satisfies AreaGrants<typeof <area>Operations>`, so an operation of the area without an entry
 * (or an entry without an operation) does not compile. What the operation table already says
 * (e.g. `idempotent`) is added by features.ts, not repeated here.
 */
export type AreaGrants<Area extends OperationTable> = { readonly [Id in keyof Area]: Access };
