import { forNewEvent } from '../domain/events/new-event';
import { enqueueWebhookDeliveries } from '../domain/webhooks/enqueue';
import { createStreamConsumer } from './create-stream-consumer';

export const handler = createStreamConsumer(
  'deliverWebhooks',
  forNewEvent((event) => enqueueWebhookDeliveries(event)),
);
