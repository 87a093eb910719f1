import { Link } from 'react-router';
import { usePageTitle } from '../../../components/ui/page-title';
import { paths, serviceSections } from '../../../config/paths';
import '../site.css';

interface Service {
  id: string;
  title: string;
  text: string;
  /** The screen where a customer uses the service, when the sandbox has one. */
  link?: { to: string; label: string };
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
    link: { to: paths.locker, label: 'Open your locker' },
  },
];

const businessBanking: readonly Service[] = [
  { id: 'business-banking', title: 'Business Banking', text: 'Not simulated: the sandbox models personal customers only.' },
  { id: 'investment-services', title: 'Investment Services', text: 'An investment account with a demo balance; no trading is simulated.' },
  { id: 'digital-banking', title: 'Digital Banking', text: 'This web app and its documented JSON API, which you can automate against.' },
  { id: 'security-services', title: 'Security Services', text: 'Server-side checks on every request, audited back-office actions and idempotent payments.' },
];

function ServiceGroup({ title, services }: { title: string; services: readonly Service[] }) {
  return (
    <section className="mb-5">
      <h2 className="h4 mb-3">{title}</h2>
      <div className="row g-3">
        {services.map((service) => (
          <div className="col-md-6 col-lg-4" key={service.id}>
            <div id={service.id} className="card h-100 service-section" data-testid={`service-${service.id}`}>
              <div className="card-body">
                <h3 className="h6 fw-semibold">{service.title}</h3>
                <p className="small text-body-secondary mb-0">{service.text}</p>
                {service.link ? (
                  <Link to={service.link.to} className="small d-inline-block mt-2" data-testid={`service-${service.id}-link`}>
                    {service.link.label}
                  </Link>
                ) : null}
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** /services: what the sandbox offers. */
export function ServicesScreen() {
  usePageTitle('Services');
  return (
    <div className="container py-4 py-md-5" data-testid="services-page">
      <h1 className="h2 mb-2">Services</h1>
      <p className="text-body-secondary mb-5">What this sandbox offers, and honestly what it only describes.</p>
      <ServiceGroup title="Personal Banking" services={personalBanking} />
      <ServiceGroup title="Business Banking" services={businessBanking} />
    </div>
  );
}
