import { formatCents, RejectPostingRequestBody, type PostingRequest, type PostingRequestStatus } from '@sandbank/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { TransactionStatusBadge } from '../../../components/domain/transaction-status-badge';
import { RejectWithReasonDialog } from '../../../components/forms/reject-with-reason-dialog';
import { useSubmission } from '../../../components/forms/use-submission';
import { ListingCard } from '../../../components/listing/listing-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { reasonToast } from '../../../components/ui/failure-toast';
import { PageHeader } from '../../../components/ui/page-header';
import { displayName } from '../../../lib/display-name';
import { formatDateTime, humanizeCode } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/use-session';
import { useApprovalPages, useApprovePostingRequest, useRejectPostingRequest } from '../api/approvals';
import { approvalMessages, approvalThresholdCents, movementOf, postingRejection, whyItWaits } from '../lib/approval-messages';

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="col-6 col-md-4">
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-0 text-break" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Who a person on a request is, as the request names them (an administrator without a profile by their id). */
function personOf(person: PostingRequest['maker'], id: string): string {
  if (!person) return `Administrator ${id.slice(0, 8)}`;
  const name = displayName(person);
  return name === person.email ? name : `${name} (${person.email})`;
}

/** What was asked for: an adjustment, or the posting's type. */
const kindOf = (request: PostingRequest) => (request.kind === 'adjustment' ? `${humanizeCode(request.direction)} adjustment` : humanizeCode(request.type));

/** Why the signed-in administrator may not decide this request (the server refuses the same), or null. */
function refusalFor(request: PostingRequest, ownId: string): string | null {
  if (request.makerId === ownId) return 'You made this request: another administrator decides it.';
  if (request.holder?.userId === ownId) return 'This is your own account: another administrator decides it.';
  return null;
}

function RequestCard({
  request,
  ownId,
  busy,
  onApprove,
  onReject,
}: {
  request: PostingRequest;
  ownId: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const refusal = refusalFor(request, ownId);
  const subject = `${movementOf(request)} on ${request.accountName} ${request.accountNumber}`;
  return (
    <Card.Body className="border-bottom" data-testid="approval-card" data-request-id={request.id} data-status={request.status}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div className="min-w-0">
          <div className="h5 mb-1" data-testid="approval-card-amount">
            {movementOf(request)}
          </div>
          <div className="small text-body-secondary text-break" data-testid="approval-card-account">
            {request.accountName} {request.accountNumber}
            {request.holder ? <> · {personOf(request.holder, request.holder.userId)}</> : null}
          </div>
        </div>
        <TransactionStatusBadge status={request.status} label={request.status === 'pending' ? 'Awaiting approval' : undefined} testId="approval-card-status" />
      </div>
      <dl className="row g-2 mb-3">
        <Detail label="Kind" value={kindOf(request)} testId="approval-card-kind" />
        <Detail label="Maker" value={request.makerId === ownId ? 'You' : personOf(request.maker, request.makerId)} testId="approval-card-maker" />
        <Detail label="Requested" value={formatDateTime(request.createdAt)} />
        <Detail label={request.kind === 'adjustment' ? 'Reason' : 'Description'} value={request.note ?? 'None'} testId="approval-card-note" />
        <Detail label="Why it waits" value={whyItWaits(request, ownId)} testId="approval-card-why" />
        {request.decidedAt ? <Detail label="Decided" value={formatDateTime(request.decidedAt)} /> : null}
        {request.decidedBy ? <Detail label="Decided by" value={request.decidedBy === ownId ? 'You' : `Administrator ${request.decidedBy.slice(0, 8)}`} /> : null}
        {request.rejectionReason ? <Detail label="Rejection reason" value={request.rejectionReason} testId="approval-card-rejection" /> : null}
      </dl>
      {request.status === 'pending' ? (
        refusal ? (
          <p className="small text-body-secondary mb-0" data-testid="approval-card-refusal">
            {refusal}
          </p>
        ) : (
          <div className="d-flex gap-2">
            <Button size="sm" variant="success" disabled={busy} onClick={onApprove} aria-label={`Approve: ${subject}`} data-testid="approval-approve">
              {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              Approve
            </Button>
            <Button size="sm" variant="outline-danger" disabled={busy} onClick={onReject} aria-label={`Reject: ${subject}`} data-testid="approval-reject">
              Reject
            </Button>
          </div>
        )
      ) : null}
    </Card.Body>
  );
}

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };
const statuses: readonly { status: PostingRequestStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
];

/**
 * Approvals (maker-checker): the postings and adjustments that reach the approval threshold, alone
 * or with the account's 24-hour totals, waiting for a second administrator, each saying why; by
 * status, everyone's or only the signed-in administrator's own. Approve asks first, naming the
 * amount; Reject asks for a reason.
 */
export function ApprovalsScreen() {
  const ownId = useSignedInUser().userId;
  const [status, setStatus] = useState<PostingRequestStatus>('pending');
  const [mine, setMine] = useState(false);
  const listing = useApprovalPages(status, mine);
  const approve = useApprovePostingRequest();
  const reject = useRejectPostingRequest();
  const [approving, setApproving] = useState<PostingRequest | null>(null);
  const [rejecting, setRejecting] = useState<PostingRequest | null>(null);
  const pendingCount = listing.data?.pages[0]?.pendingCount;

  // Per request: deciding again after a lost answer is the same decision, with the same key.
  const { submitFor } = useSubmission({
    send: ({ request, decision }: { request: PostingRequest; decision: Decision }, idempotencyKey) =>
      decision.kind === 'approve'
        ? approve.mutateAsync({ requestId: request.id, idempotencyKey })
        : reject.mutateAsync({ requestId: request.id, reason: decision.reason, idempotencyKey }),
    successToast: (_, { request, decision }) =>
      decision.kind === 'approve'
        ? { title: approvalMessages.approved, message: `${movementOf(request)} posted on ${request.accountName} ${request.accountNumber}.`, variant: 'success' }
        : { title: approvalMessages.rejected, message: `${movementOf(request)} on ${request.accountName} ${request.accountNumber}: ${decision.reason}`, variant: 'success' },
    failureToast: (error, { decision }) => reasonToast(error, decision.kind === 'approve' ? approvalMessages.approveFailed : approvalMessages.rejectFailed),
  });
  /** Whether the decision went through (the dialogs then close). */
  const decide = (request: PostingRequest, decision: Decision) =>
    submitFor(request.id, { request, decision }).then(
      () => true,
      () => false,
    );

  const tabLabel = (label: string, tab: PostingRequestStatus) => (tab === 'pending' && pendingCount !== undefined && !mine ? `${label} (${pendingCount})` : label);

  return (
    <div data-testid="admin-approvals">
      <PageHeader
        title="Approvals"
        headingTestId="admin-approvals-title"
        description={`Postings and adjustments of ${formatCents(approvalThresholdCents())} or more — alone, or with what was posted to the same account at once in the last 24 hours — wait here until a second administrator approves them. Nobody decides their own request or a posting to their own account.`}
      />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <Nav variant="tabs" activeKey={status} onSelect={(key) => setStatus((key as PostingRequestStatus | null) ?? 'pending')} role="tablist" className="flex-grow-1">
          {statuses.map((tab) => (
            <Nav.Item key={tab.status}>
              <Nav.Link eventKey={tab.status} role="tab" aria-selected={status === tab.status} data-testid={`approvals-tab-${tab.status}`}>
                {tabLabel(tab.label, tab.status)}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Form.Check type="switch" id="approvals-mine" label="Only my requests" checked={mine} onChange={(event) => setMine(event.currentTarget.checked)} data-testid="approvals-mine" />
      </div>
      <div role="tabpanel" aria-label={`${statuses.find((tab) => tab.status === status)?.label ?? ''} posting requests${mine ? ', mine' : ''}`}>
        <ListingCard
          listing={listing}
          testId="approvals"
          loading="Loading posting requests…"
          empty={status === 'pending' && !mine ? approvalMessages.noPending : approvalMessages.noneInStatus}
          failureText={approvalMessages.fetchFailed}
          toastOnFailure
          noun={{ one: 'posting request', other: 'posting requests' }}
        >
          {(requests) =>
            requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                ownId={ownId}
                busy={approve.isPending && approve.variables?.requestId === request.id}
                onApprove={() => setApproving(request)}
                onReject={() => setRejecting(request)}
              />
            ))
          }
        </ListingCard>
      </div>
      <ConfirmDialog
        show={approving !== null}
        title="Approve Posting"
        question={approving ? `Approve ${movementOf(approving).toLowerCase()} on ${approving.accountName} ${approving.accountNumber}?` : null}
        detail={
          approving ? (
            <>
              Requested by {approving.maker?.email ?? 'another administrator'}. The posting happens now and the customer sees it at once.
            </>
          ) : null
        }
        testId="approve-posting-dialog"
        confirmLabel={approving ? `Approve ${formatCents(approving.amountCents)}` : 'Approve'}
        onConfirm={() => (approving ? decide(approving, { kind: 'approve' }) : Promise.resolve(false))}
        onClose={() => setApproving(null)}
      />
      <RejectWithReasonDialog
        show={rejecting !== null}
        texts={postingRejection}
        description={
          rejecting ? (
            <>
              Reject {movementOf(rejecting).toLowerCase()} on {rejecting.accountName} {rejecting.accountNumber}, requested by {rejecting.maker?.email ?? 'another administrator'}.
              Nothing moves; the maker sees the reason.
            </>
          ) : null
        }
        schema={RejectPostingRequestBody}
        onReject={(body) => (rejecting ? decide(rejecting, { kind: 'reject', reason: body.reason }) : Promise.resolve(false))}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
