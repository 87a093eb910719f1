import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useOpenFeature } from '../../components/ui/feature-availability';
import { paths, serviceSections } from '../../config/paths';

interface Service {
  id: string;
  title: string;
  text: string;
  action?: { label: string; path: string; feature: string };
}

const personalBanking: readonly Service[] = [
  { id: serviceSections.savingsAccount, title: 'Savings Account', text: 'Opened for every new customer with a demo balance and a 2.5% demo interest rate.' },
  { id: serviceSections.personalLoans, title: 'Personal Loans', text: 'Described here for completeness; the sandbox does not simulate loans yet.' },
  { id: serviceSections.creditCards, title: 'Credit Cards', text: 'Described here for completeness; the sandbox does not issue cards.' },
  { id: serviceSections.wireTransfers, title: 'Wire Transfers', text: 'A flat, published fee, an emailed confirmation code and back-office approval before money leaves.' },
  {
    id: 'safe-deposit-locker',
    title: 'Safe Deposit Locker',
    text: 'Declare valuables you store with the bank; an administrator reviews each item.',
    action: { label: 'Open the locker', path: paths.safeDepositLocker, feature: 'Safe Deposit Locker' },
  },
];

const businessBanking: readonly Service[] = [
  { id: 'business-banking', title: 'Business Banking', text: 'Not simulated: the sandbox models personal customers only.' },
  { id: 'investment-services', title: 'Investment Services', text: 'An investment account with a demo balance; no trading is simulated.' },
  { id: 'digital-banking', title: 'Digital Banking', text: 'This web app and its documented JSON API, which you can automate against.' },
  { id: 'security-services', title: 'Security Services', text: 'Server-side checks on every request, audited back-office actions and idempotent payments.' },
];

function ServiceGroup({ title, services }: { title: string; services: readonly Service[] }) {
  const openFeature = useOpenFeature();
  return (
    <section className="mb-5">
      <h2 className="h4 mb-3">{title}</h2>
      <Row className="g-3">
        {services.map((service) => (
          <Col md={6} lg={4} key={service.id}>
            <Card id={service.id} className="h-100 service-section" data-testid={`service-${service.id}`}>
              <Card.Body className="d-flex flex-column">
                <Card.Title as="h3" className="h6 fw-semibold">
                  {service.title}
                </Card.Title>
                <Card.Text className="small text-body-secondary flex-grow-1">{service.text}</Card.Text>
                {service.action ? (
                  <div>
                    <Button
                      variant="outline-primary"
                      size="sm"
                      onClick={() => service.action && openFeature(service.action.path, service.action.feature)}
                      data-testid={`service-${service.id}-action`}
                    >
                      {service.action.label}
                    </Button>
                  </div>
                ) : null}
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export function ServicesRoute() {
  return (
    <Container className="py-4 py-md-5" data-testid="services-page">
      <h1 className="h2 mb-2">Services</h1>
      <p className="text-body-secondary mb-5">What this sandbox offers, and honestly what it only describes.</p>
      <ServiceGroup title="Personal Banking" services={personalBanking} />
      <ServiceGroup title="Business Banking" services={businessBanking} />
    </Container>
  );
}
