import { wireMessages } from '@sandbank/shared';
import Alert from 'react-bootstrap/Alert';
import Placeholder from 'react-bootstrap/Placeholder';
import { WireDetailRows } from './wire-detail-rows';
import { useMyWire } from '../api/wires';

/** The wire request behind a ledger entry, loaded when its details open. */
export function WireDetails({ wireId }: { wireId: string }) {
  const wire = useMyWire(wireId);
  return (
    <section className="mt-4" aria-labelledby="wire-details-heading">
      <h3 className="h6 fw-semibold mb-2" id="wire-details-heading">
        Wire transfer
      </h3>
      {wire.isError ? (
        <Alert variant="danger" className="small mb-0" data-testid="wire-details-error">
          {wireMessages.detailsFailed}
        </Alert>
      ) : wire.data ? (
        <WireDetailRows wire={wire.data} />
      ) : (
        <Placeholder as="div" animation="glow" aria-busy="true" data-testid="wire-details-loading">
          <Placeholder xs={12} />
          <Placeholder xs={10} />
          <Placeholder xs={8} />
        </Placeholder>
      )}
    </section>
  );
}
