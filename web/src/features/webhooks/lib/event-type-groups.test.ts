import { EVENT_TYPES } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { eventTypeGroups, typesLabel } from './event-type-groups';

describe('eventTypeGroups', () => {
  it('offers every shared event type once, grouped by the area before its dot', () => {
    const groups = eventTypeGroups();
    expect(groups.flatMap((group) => group.types)).toEqual([...EVENT_TYPES]);
    for (const group of groups) expect(group.types.every((type) => type.startsWith(`${group.area}.`))).toBe(true);
    expect(groups.find((group) => group.area === 'wire')?.name).toBe('Wire transfers');
  });

  it('names an area it does not know by itself', () => {
    expect(eventTypeGroups(['entry.posted', 'zebra.spotted' as never]).map((group) => group.name)).toEqual(['Account entries', 'zebra']);
  });
});

describe('typesLabel', () => {
  it('reads all events or the types listed', () => {
    expect(typesLabel(['*'])).toBe('All events');
    expect(typesLabel(['wire.approved', 'wire.rejected'])).toBe('wire.approved, wire.rejected');
  });
});
