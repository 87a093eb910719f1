import { formatCents, RejectCheckBody, type AdminCheckDeposit, type CheckStatus } from '@sandbank/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { TransactionStatusBadge } from '../../../../components/domain/transaction-status-badge';
import { RejectWithReasonDialog } from '../../../../components/forms/reject-with-reason-dialog';
import { useSubmission } from '../../../../components/forms/use-submission';
import { ListingCard } from '../../../../components/listing/listing-card';
import { reasonToast } from '../../../../components/ui/failure-toast';
import { formatDateTime } from '../../../../lib/format';
import { useApproveCheck, useCheckPages, useRejectCheck } from '../api/checks';
import { checkRejection, checkReviewMessages } from '../lib/check-review-messages';
import { PageHeader } from '../../../../components/ui/page-header';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="col-6 col-md-4">
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-0 text-break">{value}</dd>
    </div>
  );
}

function CheckCard({ check, approving, onApprove, onReject }: { check: AdminCheckDeposit; approving: boolean; onApprove: () => void; onReject: () => void }) {
  const label = check.checkNumber ? `check #${check.checkNumber}` : 'check without a number';
  return (
    <Card.Body className="border-bottom" data-testid="check-card" data-check-id={check.id} data-status={check.status}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div className="min-w-0">
          <div className="h5 mb-1" data-testid="check-card-amount">
            {formatCents(check.amountCents)}
          </div>
          <div className="small text-body-secondary text-break">
            {check.holder.email} · into {check.account.name} {check.account.number}
          </div>
        </div>
        <TransactionStatusBadge status={check.status} testId="check-card-status" />
      </div>
      <dl className="row g-2 mb-3">
        <Detail label="Bank" value={check.bankName} />
        <Detail label="Check number" value={check.checkNumber ?? 'N/A'} />
        <Detail label="Routing number" value={check.routingNumber} />
        <Detail label="Account number" value={check.accountNumber} />
        <Detail label="Deposited" value={formatDateTime(check.createdAt)} />
        {check.memo ? <Detail label="Memo" value={check.memo} /> : null}
        {check.decidedAt ? <Detail label="Decided" value={formatDateTime(check.decidedAt)} /> : null}
        {check.rejectionReason ? <Detail label="Rejection reason" value={check.rejectionReason} /> : null}
      </dl>
      {check.status === 'pending' ? (
        <div className="d-flex gap-2">
          <Button size="sm" variant="success" disabled={approving} onClick={onApprove} aria-label={`Approve ${label} of ${formatCents(check.amountCents)}`} data-testid="check-approve">
            {approving ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            Approve
          </Button>
          <Button size="sm" variant="outline-danger" disabled={approving} onClick={onReject} aria-label={`Reject ${label} of ${formatCents(check.amountCents)}`} data-testid="check-reject">
            Reject
          </Button>
        </div>
      ) : null}
    </Card.Body>
  );
}

type Tab = 'pending' | 'all';
type CheckDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };
const tabStatus: Record<Tab, CheckStatus | undefined> = { pending: 'pending', all: undefined };

/** Checks: the pending ones to decide, and every check deposited; one card each, counts from the bank's counters. */
export function ChecksScreen() {
  const [tab, setTab] = useState<Tab>('pending');
  const listing = useCheckPages(tabStatus[tab]);
  const approve = useApproveCheck();
  const reject = useRejectCheck();
  const [rejecting, setRejecting] = useState<AdminCheckDeposit | null>(null);
  const [approving, setApproving] = useState<AdminCheckDeposit | null>(null);
  const counts = listing.data?.pages[0]?.counts;

  // Per check: deciding again after a lost answer is the same decision, with the same key.
  const { submitFor } = useSubmission({
    send: ({ checkId, decision }: { checkId: string; amountCents: number; email: string; decision: CheckDecision }, idempotencyKey) =>
      decision.kind === 'approve'
        ? approve.mutateAsync({ checkId, idempotencyKey })
        : reject.mutateAsync({ checkId, reason: decision.reason, idempotencyKey }),
    successToast: (_, { amountCents, email, decision }) =>
      decision.kind === 'approve'
        ? { title: checkReviewMessages.checkApproved, message: `${formatCents(amountCents)} credited to ${email}.`, variant: 'success' }
        : { title: checkReviewMessages.checkRejected, message: `${formatCents(amountCents)} from ${email}: ${decision.reason}`, variant: 'success' },
    failureToast: (error, { decision }) => reasonToast(error, decision.kind === 'approve' ? checkReviewMessages.approveCheckFailed : checkReviewMessages.rejectCheckFailed),
  });
  /** Whether the decision went through (the Reject dialog then closes). */
  const decide = (check: AdminCheckDeposit, decision: CheckDecision) =>
    submitFor(check.id, { checkId: check.id, amountCents: check.amountCents, email: check.holder.email, decision }).then(
      () => true,
      () => false,
    );

  const tabLabel = (name: string, count: number | undefined) => `${name}${count === undefined ? '' : ` (${count})`}`;

  return (
    <div data-testid="admin-checks">
      <PageHeader title="Checks" headingTestId="admin-checks-title" description="Review deposited checks: approving one credits the customer's account at once." />
      <Nav variant="tabs" justify className="mb-3" activeKey={tab} onSelect={(key) => setTab(key === 'all' ? 'all' : 'pending')} role="tablist">
        <Nav.Item>
          <Nav.Link eventKey="pending" role="tab" aria-selected={tab === 'pending'} data-testid="checks-tab-pending">
            {tabLabel('Pending Approvals', counts?.pending)}
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link eventKey="all" role="tab" aria-selected={tab === 'all'} data-testid="checks-tab-all">
            {tabLabel('All Check Deposits', counts?.total)}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <div role="tabpanel" aria-label={tab === 'pending' ? 'Pending Approvals' : 'All Check Deposits'}>
        <ListingCard
          listing={listing}
          testId="checks"
          loading="Loading check deposits…"
          empty={tab === 'pending' ? checkReviewMessages.noPendingChecks : checkReviewMessages.noChecks}
          failureText={checkReviewMessages.fetchChecksFailed}
          toastOnFailure
          noun={{ one: 'check deposit', other: 'check deposits' }}
        >
          {(checks) =>
            checks.map((check) => (
              <CheckCard
                key={check.id}
                check={check}
                approving={approve.isPending && approve.variables?.checkId === check.id}
                onApprove={() => setApproving(check)}
                onReject={() => setRejecting(check)}
              />
            ))
          }
        </ListingCard>
      </div>
      <ConfirmDialog
        show={approving !== null}
        title="Approve Check Deposit"
        question={approving ? `Approve check deposit of ${formatCents(approving.amountCents)} from ${approving.holder.email}?` : null}
        detail={approving ? <>The amount is credited to {approving.account.name} {approving.account.number} at once.</> : null}
        testId="approve-check-dialog"
        confirmLabel="Approve Deposit"
        onConfirm={() => (approving ? decide(approving, { kind: 'approve' }) : Promise.resolve(false))}
        onClose={() => setApproving(null)}
      />
      <RejectWithReasonDialog
        show={rejecting !== null}
        texts={checkRejection}
        description={
          rejecting ? (
            <>
              Reject the check of {formatCents(rejecting.amountCents)} deposited by {rejecting.holder.email}. Nothing is credited; the customer sees the reason.
            </>
          ) : null
        }
        schema={RejectCheckBody}
        onReject={(body) => (rejecting ? decide(rejecting, { kind: 'reject', reason: body.reason }) : Promise.resolve(false))}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
