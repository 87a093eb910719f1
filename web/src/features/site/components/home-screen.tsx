import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { CardIcon, LoanIcon, PiggyIcon, SendIcon } from '../../../components/ui/icons';
import { usePageTitle } from '../../../components/ui/page-title';
import { paths, serviceSectionPath, serviceSections } from '../../../config/paths';
import { useBrandName } from '../../../config/runtime-config-context';
import { useSession } from '../../../lib/use-session';
import '../site.css';

interface ServiceCard {
  title: string;
  text: string;
  section: (typeof serviceSections)[keyof typeof serviceSections];
  testId: string;
  Icon: ComponentType<{ size?: number }>;
}

const services: readonly ServiceCard[] = [
  { title: 'Savings Account', text: 'A savings account with a demo interest rate, opened for you at sign-up.', section: serviceSections.savingsAccount, testId: 'home-service-savings-account', Icon: PiggyIcon },
  { title: 'Personal Loans', text: 'How a loan would appear in your accounts: described, not yet simulated.', section: serviceSections.personalLoans, testId: 'home-service-personal-loans', Icon: LoanIcon },
  { title: 'Wire Transfers', text: 'International wires with a published fee, a confirmation code and back-office approval.', section: serviceSections.wireTransfers, testId: 'home-service-wire-transfers', Icon: SendIcon },
  { title: 'Credit Cards', text: 'What a card product looks like in an online bank: described, not issued.', section: serviceSections.creditCards, testId: 'home-service-credit-cards', Icon: CardIcon },
];

const tryItems = [
  'Sign up, confirm your email and get three funded demo accounts.',
  'Inspect every entry behind a balance in your transaction history.',
  'Hide and show balances, open transaction details, follow pending items.',
  'Automate it: every button and field carries a stable data-testid.',
];

/** /: the public front page. */
export function HomeScreen() {
  const brandName = useBrandName();
  const signedIn = useSession().status === 'signedIn';
  usePageTitle(null);

  return (
    <>
      <section className="hero" data-testid="home-hero">
        <div className="container py-5">
          <div className="row align-items-center g-4 g-lg-5 py-lg-4">
            <div className="col-lg-7">
              <span className="hero-eyebrow">Open-source sandbox bank</span>
              <h1 className="display-5 fw-semibold mt-3 mb-3">Banking you can practise on.</h1>
              <p className="lead mb-4 hero-lead">
                {brandName} is a realistic online bank with demo money: accounts, a real ledger, transfers and a back
                office. Built for testers, fintech prototypes and classrooms.
              </p>
              <div className="d-flex flex-wrap gap-2">
                {signedIn ? (
                  <ButtonLink to={paths.dashboard} variant="light" size="lg" data-testid="home-hero-dashboard">
                    Go to your dashboard
                  </ButtonLink>
                ) : (
                  <ButtonLink to={paths.auth} variant="light" size="lg" data-testid="home-hero-sign-in">
                    Sign In
                  </ButtonLink>
                )}
                <ButtonLink to={paths.services} variant="outline-light" size="lg" data-testid="home-hero-services">
                  Explore services
                </ButtonLink>
              </div>
            </div>
            <div className="col-lg-5 d-none d-lg-block">
              <div className="hero-card" aria-hidden="true">
                <div className="small opacity-75">Sandbox checking</div>
                <div className="fs-2 fw-semibold">$12,847.52</div>
                <div className="small opacity-75 font-monospace">•••• demo</div>
                <div className="hero-card-bar mt-4" />
                <div className="hero-card-bar short mt-2" />
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="py-5" aria-labelledby="home-services-title">
        <div className="container">
          <h2 id="home-services-title" className="h3 text-center mb-2">
            Services to explore
          </h2>
          <p className="text-center text-body-secondary mb-4">Each one is described honestly: what works today and what is a description only.</p>
          <div className="row g-3">
            {services.map(({ title, text, section, testId, Icon }) => (
              <div className="col-sm-6 col-lg-3" key={section}>
                <Link to={serviceSectionPath(section)} className="card service-card h-100 text-decoration-none" data-testid={testId}>
                  <div className="card-body">
                    <span className="service-card-icon mb-3">
                      <Icon size={24} />
                    </span>
                    <h3 className="h6 fw-semibold">{title}</h3>
                    <p className="small text-body-secondary mb-0">{text}</p>
                  </div>
                </Link>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="py-5 bg-body-tertiary" aria-labelledby="home-try-title">
        <div className="container">
          <div className="row g-4 align-items-center">
            <div className="col-lg-6">
              <h2 id="home-try-title" className="h3 mb-3">
                What you can try in this sandbox
              </h2>
              <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
                {tryItems.map((item) => (
                  <li key={item} className="d-flex gap-2">
                    <span className="text-success" aria-hidden="true">
                      ✓
                    </span>
                    {item}
                  </li>
                ))}
                <li className="d-flex gap-2">
                  <span className="text-success" aria-hidden="true">
                    ✓
                  </span>
                  <Link to={paths.developers} data-testid="home-developers-link">
                    Test customers and the API for your tests
                  </Link>
                </li>
              </ul>
            </div>
            <div className="col-lg-6">
              <div className="card border-0 shadow-sm">
                <div className="card-body p-4 text-center">
                  <h3 className="h5">Ready to look around?</h3>
                  <p className="text-body-secondary">Open a sandbox account in a minute. No real money, ever.</p>
                  {signedIn ? (
                    <ButtonLink to={paths.dashboard} data-testid="home-cta-dashboard">
                      Go to your dashboard
                    </ButtonLink>
                  ) : (
                    <ButtonLink to={paths.auth} data-testid="home-cta-sign-in">
                      Sign In
                    </ButtonLink>
                  )}
                  {/* Where a visitor writes to: a question about the sandbox, or a security problem found in it. */}
                  <p className="small text-body-secondary mt-4 mb-0">
                    Questions? <a href="mailto:support@example.com" data-testid="home-support-email">support@example.com</a>
                    <br />
                    Security issue? <a href="mailto:security@example.com" data-testid="home-security-email">security@example.com</a>
                  </p>
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
