import { eventFromImage, type StoredEvent } from '../../data/entities/event';

/** A failing target fails the record, so the stream hands it over again: every target is idempotent by the event's id. */
export const forNewEvent =
  (target: (event: StoredEvent) => Promise<void>) =>
  async (item: Record<string, unknown>): Promise<'handled' | 'ignored'> => {
    const event = eventFromImage(item);
    if (event === null) return 'ignored';
    await target(event);
    return 'handled';
  };
