import { forNewEvent } from '../domain/events/new-event';
import { pushLiveEvent } from '../domain/live/push';
import { createStreamConsumer } from './create-stream-consumer';

export const handler = createStreamConsumer(
  'pushLiveUpdates',
  forNewEvent((event) => pushLiveEvent(event, Date.now())),
);
