import { usePageTitle } from '../../../components/ui/page-title';
import { useBrandName } from '../../../config/runtime-config-context';

const demonstrates = [
  'A double-entry ledger where every balance equals the sum of its entries.',
  'Server-side authorization on every request, never only in the browser.',
  'Idempotent money movement: a retried request never moves money twice.',
  'An audited back office with approvals for wires, checks and locker items.',
  'A serverless AWS architecture that also runs entirely on one laptop.',
];

/** /about: what the sandbox is for. */
export function AboutScreen() {
  const brandName = useBrandName();
  usePageTitle('About');
  return (
    <div className="container py-4 py-md-5" data-testid="about-page">
      <div className="row g-4 g-lg-5">
        <div className="col-lg-6">
          <h1 className="h2 mb-3">About {brandName}</h1>
          <h2 className="h5 mt-4">Our mission</h2>
          <p className="text-body-secondary">
            Give QA engineers, fintech teams, teachers and students a realistic bank to work against, with no real
            money and nothing to lose.
          </p>
          <h2 className="h5 mt-4">Our vision</h2>
          <p className="text-body-secondary">
            A correct, open reference for how an online bank keeps its books, checks its users and records what its
            staff do, that anyone can read, run and break on purpose.
          </p>
          <p className="text-body-secondary">
            {brandName} is a demonstration. It is not a bank, holds no deposits and is not a licensed financial
            institution.
          </p>
        </div>
        <div className="col-lg-6">
          <h2 className="h5">What it demonstrates</h2>
          <ul className="d-flex flex-column gap-2 text-body-secondary">
            {demonstrates.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
