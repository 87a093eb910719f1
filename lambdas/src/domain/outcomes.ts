import type { Caller } from './caller';

/**
 * The use case asks and answers what it is told; which outcome a request gets is chosen where its handler is
 * composed (http/sandbox/outcomes.ts), never by the use case.
 */
export type Outcome<Filed> = (filed: Filed) => Promise<Filed>;

export const asFiled = async <Filed>(filed: Filed): Promise<Filed> => filed;

export type DecisionOnFiling<Filed> = (caller: Caller, filed: Filed) => Promise<Filed>;
