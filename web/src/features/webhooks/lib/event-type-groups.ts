import { EVENT_TYPES, type EventType } from '@sandbank/shared';

/** What each area of the bank is called on the form; an area is the part of a type before its dot. */
const areaNames: Record<string, string> = {
  entry: 'Account entries',
  wire: 'Wire transfers',
  check: 'Check deposits',
  locker: 'Safe deposit locker',
  profile: 'Profile',
};

export interface EventTypeGroup {
  area: string;
  name: string;
  types: EventType[];
}

/** The event types grouped by area, in the shared list's order; an area the names above miss is named by itself. */
export function eventTypeGroups(types: readonly EventType[] = EVENT_TYPES): EventTypeGroup[] {
  const groups = new Map<string, EventTypeGroup>();
  for (const type of types) {
    const area = type.slice(0, type.indexOf('.'));
    const group = groups.get(area) ?? { area, name: areaNames[area] ?? area, types: [] };
    group.types.push(type);
    groups.set(area, group);
  }
  return [...groups.values()];
}

/** How an endpoint's types read in its list: "All events", or the types themselves. */
export const typesLabel = (types: readonly string[]): string => (types[0] === '*' ? 'All events' : types.join(', '));
