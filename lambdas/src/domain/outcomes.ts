import type { Caller } from './caller';

/**
 * What happens to a customer's request once the bank has filed it (`filed`, as it would be
 * answered): the use case asks, and answers what it is told. For the bank nothing more happens —
 * the request waits for the back office and is answered as filed (`asFiled`). Which one a caller's
 * request gets is chosen where its handler is composed (http/sandbox/outcomes.ts), never by the
 * use case; the tester's toolkit decides its magic values there (domain/sandbox/simulate-*.ts).
 */
export type Outcome<Filed> = (filed: Filed) => Promise<Filed>;

/** The bank's outcome: the request waits for the back office. */
export const asFiled = async <Filed>(filed: Filed): Promise<Filed> => filed;

/** A decision made as soon as a request is filed, for the caller who filed it. */
export type DecisionOnFiling<Filed> = (caller: Caller, filed: Filed) => Promise<Filed>;
