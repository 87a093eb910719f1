import { fanOutNewItem } from '../domain/events/fan-out';
import { createStreamConsumer } from './create-stream-consumer';

export const handler = createStreamConsumer('publishEvents', fanOutNewItem);
