import {
  statesOf,
  transitionOf,
  type RequestKind,
  type RequestState,
  type TransitionName,
  type TransitionTarget,
} from '@sandbank/shared/transitions';

/*
 * Status conditions derived from the declared transitions (shared/src/transitions.ts), so a write moves a
 * request only along a declared move. The value names are this module's own, so they never meet a write's other
 * values.
 */

export interface StatusCondition {
  condition: string;
  names: Record<'#status', 'status'>;
  values: Record<string, string>;
}

export interface StatusChange<To extends string> extends StatusCondition {
  set: string;
  to: To;
}

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

/** For a write that changes something else, or removes it. */
export function statusIs<Kind extends RequestKind>(kind: Kind, state: RequestState<Kind>): StatusCondition {
  if (!statesOf(kind).includes(state)) throw new Error(`${state} is not a declared state of ${kind}`);
  return { condition: '#status = :currentStatus', names: { '#status': 'status' }, values: { ':currentStatus': state } };
}
