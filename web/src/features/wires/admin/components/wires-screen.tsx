import { AdminWireStatusFilter, formatCents, RejectWireBody, wireMessages, type AdminWire } from '@sandbank/shared';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { RejectWithReasonDialog } from '../../../../components/forms/reject-with-reason-dialog';
import { useSubmission } from '../../../../components/forms/use-submission';
import { ListingCard } from '../../../../components/listing/listing-card';
import { SearchBox, useSettledText } from '../../../../components/listing/search-box';
import { displayName } from '../../../../lib/display-name';
import { useUrlFilters } from '../../../../lib/use-url-filters';
import { useDecideWire, useWirePages, type WireDecision } from '../api/wires';
import { decisionFailureToast, wireRejection } from '../lib/wire-decision';
import { WireCounters } from './wire-counters';
import { WireDetailsDialog } from './wire-details-dialog';
import { WiresTable, type WireAction } from './wires-table';
import { SendIcon } from '../../../../components/ui/icons';
import { PageHeader } from '../../../../components/ui/page-header';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

const statusOptions = [
  { value: '', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/** The status filter of the address (`?filter=pending`), or null for all. */
function statusFilterOf(value: string | null): AdminWireStatusFilter | null {
  const parsed = AdminWireStatusFilter.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Wire transfers: the counters, the wires that reached the back office by status and search
 * text, and the decisions on pending ones — Approve, or Reject with a reason.
 */
export function WiresScreen() {
  const { values, set } = useUrlFilters(['filter']);
  const status = statusFilterOf(values.filter);
  const [text, setText] = useState('');
  const q = useSettledText(text);
  const listing = useWirePages(status, q);
  const decide = useDecideWire();
  const [viewing, setViewing] = useState<AdminWire | null>(null);
  const [rejecting, setRejecting] = useState<AdminWire | null>(null);
  const [approving, setApproving] = useState<AdminWire | null>(null);
  const decidingId = decide.isPending ? decide.variables.wireId : null;

  const setStatus = (value: string) => set({ filter: value });

  // Per wire: a retry after a lost answer repeats the same decision with the same key.
  const { submitFor } = useSubmission({
    send: ({ wireId, decision }: { wireId: string; decision: WireDecision }, idempotencyKey) => decide.mutateAsync({ wireId, decision, idempotencyKey }),
    successToast: (_, { decision }) => ({
      title: wireMessages.statusUpdatedTitle,
      message: decision.kind === 'approve' ? wireMessages.approved : wireMessages.rejected,
      variant: 'success',
    }),
    failureToast: decisionFailureToast,
  });
  /** Whether the decision went through; then no dialog of the wire stays open. */
  const run = (wire: AdminWire, decision: WireDecision) =>
    submitFor(wire.id, { wireId: wire.id, decision }).then(
      () => {
        setViewing(null);
        setRejecting(null);
        setApproving(null);
        return true;
      },
      () => false,
    );

  const onAction = (action: WireAction, wire: AdminWire) => {
    if (action === 'details') setViewing(wire);
    else if (action === 'reject') setRejecting(wire);
    else setApproving(wire);
  };

  return (
    <div data-testid="admin-transfers">
      <PageHeader
        title="Wire transfers"
        headingTestId="admin-transfers-title"
        icon={<SendIcon size={24} />}
        description="Confirmed wires wait here with their money held: approve them, or reject them with a reason that returns the money."
      />
      <WireCounters />
      <Row className="g-2 align-items-start">
        <Col md={8}>
          <SearchBox label="Search wire transfers" placeholder="Search by recipient, bank or customer" value={text} onChange={setText} testId="wires-search" />
        </Col>
        <Col md={4}>
          <Form.Select aria-label="Filter by status" value={status ?? ''} onChange={(event) => setStatus(event.target.value)} className="mb-3" data-testid="wires-status-filter">
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>
      <ListingCard
        listing={listing}
        testId="wires"
        loading="Loading wire transfers…"
        empty={wireMessages.noneFound}
        failureText={wireMessages.fetchFailed}
        toastOnFailure
        noun={{ one: 'wire transfer', other: 'wire transfers' }}
      >
        {(wires) => <WiresTable wires={wires} deciding={decidingId} onAction={onAction} />}
      </ListingCard>
      <WireDetailsDialog
        wire={viewing}
        deciding={decidingId !== null}
        onApprove={(wire) => {
          setViewing(null);
          setApproving(wire);
        }}
        onReject={(wire) => {
          setViewing(null);
          setRejecting(wire);
        }}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        show={approving !== null}
        title="Approve Wire Transfer"
        question={approving ? `Approve wire of ${formatCents(approving.amountCents)} to ${approving.recipientName}?` : null}
        detail={
          approving ? (
            <>
              The amount and the {formatCents(approving.feeCents)} fee held on {displayName(approving.customer)}&apos;s account are sent for good.
            </>
          ) : null
        }
        testId="approve-wire-dialog"
        confirmLabel="Approve Transfer"
        onConfirm={() => (approving ? run(approving, { kind: 'approve' }) : Promise.resolve(false))}
        onClose={() => setApproving(null)}
      />
      <RejectWithReasonDialog
        show={rejecting !== null}
        texts={wireRejection}
        description={
          rejecting ? (
            <>
              {formatCents(rejecting.amountCents)} from {displayName(rejecting.customer)} to {rejecting.recipientName}. The amount and the{' '}
              {formatCents(rejecting.feeCents)} fee return to the customer&apos;s account.
            </>
          ) : null
        }
        schema={RejectWireBody}
        onReject={(body) => (rejecting ? run(rejecting, { kind: 'reject', reason: body.reason }) : Promise.resolve(false))}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
