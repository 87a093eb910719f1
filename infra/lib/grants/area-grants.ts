import type { OperationTable } from '@sandbank/shared';
import type { Grant } from './grant-kinds';

/**
 * What each operation of one area may access, by intent. Written `satisfies AreaGrants<typeof
 * <area>Operations>`, so an operation of the area without an entry (or an entry without an
 * operation) does not compile.
 */
export type AreaGrants<Area extends OperationTable> = { readonly [Id in keyof Area]: readonly Grant[] };
