import type { CheckStatus } from './schemas/check';
import type { LockerItemStatus } from './schemas/locker';
import type { PostingRequestStatus } from './schemas/posting-request';
import type { WireStatus } from './schemas/wire';

/*
 * The moves between the states of each request kind, declared once. Every conditional write that
 * changes a request's status is derived from this table (lambdas/src/data/transitions.ts): it sets
 * the move's target and holds only while the request is in a state the move leaves, so of two
 * writers racing on one request only the first commits. A state no move leaves is final: a
 * decided or expired request never changes status again. docs/data-model.md, "Declared transitions".
 *
 * The states are the kinds' schema enums, imported as types only: a function that loads this
 * table builds no schema of another kind.
 */

/** One move: the states it leaves (the write's condition) and the state it reaches. */
export interface Transition<State extends string> {
  readonly from: readonly [State, ...State[]];
  readonly to: State;
}

/** Each kind's states, keyed by the request's `entity` in the table. */
interface RequestStates {
  wire: WireStatus;
  checkDeposit: CheckStatus;
  postingRequest: PostingRequestStatus;
  lockerItem: LockerItemStatus;
}

export const requestTransitions = {
  wire: {
    /** The customer's code places the hold; the back office sees the wire from then on. */
    confirm: { from: ['awaiting_confirmation'], to: 'pending' },
    /** Its latest code lapsed unused (the expiry job). */
    expire: { from: ['awaiting_confirmation'], to: 'expired' },
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
  },
  checkDeposit: {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
  },
  postingRequest: {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
  },
  lockerItem: {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
  },
} as const satisfies { readonly [Kind in keyof RequestStates]: Readonly<Record<string, Transition<RequestStates[Kind]>>> };

type Table = typeof requestTransitions;
export type RequestKind = keyof Table;
export type RequestState<Kind extends RequestKind> = RequestStates[Kind];
export type TransitionName<Kind extends RequestKind> = keyof Table[Kind] & string;
/** The state a kind's named moves reach: `TransitionTarget<'wire', 'approve' | 'reject'>` is `'approved' | 'rejected'`. */
export type TransitionTarget<Kind extends RequestKind, Name extends TransitionName<Kind>> = Table[Kind][Name] extends { readonly to: infer To extends string } ? To : never;

/** A kind's moves by name, typed by its states (the table's literal types are one per kind, which a generic kind cannot index). */
const movesOf = <Kind extends RequestKind>(kind: Kind) => requestTransitions[kind] as Readonly<Record<string, Transition<RequestState<Kind>>>>;

/** A kind's declared move, by name (the types refuse any other; so does the function, for a name that escaped them). */
export function transitionOf<Kind extends RequestKind>(kind: Kind, name: TransitionName<Kind>): Transition<RequestState<Kind>> {
  const moves = movesOf(kind);
  if (!Object.hasOwn(moves, name)) throw new Error(`${kind} declares no transition ${name}`);
  return moves[name]!;
}

/** Every move of a kind with its name, in declaration order. */
export function transitionsOf<Kind extends RequestKind>(kind: Kind): { name: TransitionName<Kind>; from: readonly RequestState<Kind>[]; to: RequestState<Kind> }[] {
  return Object.entries(movesOf(kind)).map(([name, { from, to }]) => ({
    name: name as TransitionName<Kind>,
    from,
    to,
  }));
}

/** The states a kind's moves leave or reach: the whole of its schema's enum (a unit test holds them equal). */
export function statesOf<Kind extends RequestKind>(kind: Kind): RequestState<Kind>[] {
  return [...new Set(transitionsOf(kind).flatMap(({ from, to }) => [...from, to]))];
}
