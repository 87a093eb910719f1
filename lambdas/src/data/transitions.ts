import {
  statesOf,
  transitionOf,
  type RequestKind,
  type RequestState,
  type TransitionName,
  type TransitionTarget,
} from '@sandbank/shared/transitions';

/*
 * The status part of a request's conditional writes, derived from the declared transitions
 * (shared/src/transitions.ts): the entity modules of wires, check deposits, posting requests and
 * locker items never spell a status condition themselves, so a write moves a request only along a
 * declared move. A write joins its own conditions (the code's MAC, its expiry…) to these with AND.
 * The value names are this module's own, so they never meet a write's other values.
 */

/** A condition on the status and the names and values it uses. */
export interface StatusCondition {
  /** `#status = :…`, or `#status IN (…)` for a move that leaves several states. */
  condition: string;
  names: Record<'#status', 'status'>;
  values: Record<string, string>;
}

/** The status part of an update moving a request: its condition, its SET clause and the state it reaches. */
export interface StatusChange<To extends string> extends StatusCondition {
  /** One clause of the update's SET: `#status = :toStatus`. */
  set: string;
  to: To;
}

/** A declared move as an update's status part: the request must be in a state the move leaves, and gets its target. */
export function statusChange<Kind extends RequestKind, Name extends TransitionName<Kind>>(
  kind: Kind,
  name: Name,
): StatusChange<TransitionTarget<Kind, Name>> {
  const { from, to } = transitionOf(kind, name);
  const sources = from.map((state, index) => [from.length === 1 ? ':fromStatus' : `:fromStatus${index}`, state] as const);
  return {
    set: '#status = :toStatus',
    condition: sources.length === 1 ? `#status = ${sources[0]![0]}` : `#status IN (${sources.map(([value]) => value).join(', ')})`,
    names: { '#status': 'status' },
    values: { ':toStatus': to, ...Object.fromEntries(sources) },
    to: to as TransitionTarget<Kind, Name>,
  };
}

/** A condition that the request is still in `state`, for a write that changes something else (or removes it). */
export function statusIs<Kind extends RequestKind>(kind: Kind, state: RequestState<Kind>): StatusCondition {
  if (!statesOf(kind).includes(state)) throw new Error(`${state} is not a declared state of ${kind}`);
  return { condition: '#status = :currentStatus', names: { '#status': 'status' }, values: { ':currentStatus': state } };
}
