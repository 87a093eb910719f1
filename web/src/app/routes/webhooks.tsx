import Container from 'react-bootstrap/Container';
import { WebhooksScreen } from '../../features/webhooks/components/webhooks-screen';

/** /profile/webhooks: the customer's webhook endpoints and their deliveries. */
export default function WebhooksRoute() {
  return (
    <Container className="py-4 py-md-5" data-testid="webhooks-page">
      <WebhooksScreen />
    </Container>
  );
}
