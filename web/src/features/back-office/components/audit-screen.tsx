import { AuditAction, auditActionNames, AuditTargetId, UserId, type AuditEvent } from '@sandbank/shared';
import { Fragment, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/use-session';
import { useAuditPages, useAuditVerification, type AuditFilters } from '../api/audit';
import { backOfficeMessages } from '../lib/messages';
import { ListingCard } from '../../../components/listing/listing-card';
import { PageHeader } from '../../../components/ui/page-header';

/** The chain verification's result, above the trail. */
function VerificationBanner() {
  const verification = useAuditVerification();
  if (verification.isPending) {
    return (
      <Alert variant="secondary" data-testid="audit-verification">
        Verifying the audit chain…
      </Alert>
    );
  }
  if (verification.isError) {
    return (
      <Alert variant="warning" data-testid="audit-verification">
        The audit chain could not be verified just now. <Alert.Link as="button" className="btn btn-link p-0 align-baseline" onClick={() => void verification.refetch()}>Try again</Alert.Link>
      </Alert>
    );
  }
  const result = verification.data;
  return result.valid ? (
    <Alert variant="success" data-testid="audit-verification" data-valid="true">
      Audit chain verified: all {result.eventsChecked} events are sealed and linked, up to the newest anchor ({result.anchoredSequence ?? 'none yet'}).
    </Alert>
  ) : (
    <Alert variant="danger" data-testid="audit-verification" data-valid="false">
      Audit chain broken at event {result.brokenAt}: {result.reason}
    </Alert>
  );
}

type FilterForm = { actorId: string; action: string; targetId: string };

/** Filter values that the API accepts, and a message for each that it would not. */
function checkFilters(form: FilterForm): { filters: AuditFilters; errors: Partial<Record<keyof FilterForm, string>> } {
  const filters: AuditFilters = {};
  const errors: Partial<Record<keyof FilterForm, string>> = {};
  const actorId = form.actorId.trim();
  const targetId = form.targetId.trim();
  if (actorId) {
    if (UserId.safeParse(actorId).success) filters.actorId = actorId;
    else errors.actorId = 'Enter an administrator’s user id';
  }
  if (form.action && AuditAction.safeParse(form.action).success) filters.action = form.action;
  if (targetId) {
    if (AuditTargetId.safeParse(targetId).success) filters.targetId = targetId;
    else errors.targetId = 'Enter an account id or a user id';
  }
  return { filters, errors };
}

function EventRow({
  event,
  ownId,
  expanded,
  onToggle,
  onFilter,
}: {
  event: AuditEvent;
  /** The signed-in administrator's id: their own events say 'You'. */
  ownId: string;
  expanded: boolean;
  onToggle: () => void;
  onFilter: (change: Partial<FilterForm>) => void;
}) {
  const detailsId = `audit-details-${event.sequence}`;
  return (
    <Fragment>
      <tr data-testid="audit-row" data-action={event.action}>
        <td className="text-nowrap">{formatDateTime(event.at)}</td>
        <td>
          <Button variant="link" size="sm" className="p-0 font-monospace text-break text-start" onClick={() => onFilter({ actorId: event.actorId })} title="Only this administrator" data-testid="audit-row-filter-actor">
            {event.actorId === ownId ? 'You' : event.actorId}
          </Button>
        </td>
        <td>
          <Button variant="link" size="sm" className="p-0 text-start" onClick={() => onFilter({ action: event.action })} title="Only this action" data-testid="audit-row-filter-action">
            <code>{event.action}</code>
          </Button>
        </td>
        <td>
          <span className="text-body-secondary">{event.targetType}</span>{' '}
          <Button variant="link" size="sm" className="p-0 font-monospace text-break text-start" onClick={() => onFilter({ targetId: event.targetId })} title="Only this target" data-testid="audit-row-filter-target">
            {event.targetId}
          </Button>
        </td>
        <td className="text-end">
          <Button size="sm" variant="outline-primary" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle} data-testid="audit-row-toggle">
            {expanded ? 'Hide' : 'Details'}
            <span className="visually-hidden"> of event {event.sequence}</span>
          </Button>
        </td>
      </tr>
      {expanded ? (
        <tr id={detailsId} data-testid="audit-row-details">
          <td colSpan={5} className="bg-body-tertiary">
            <div className="row g-3">
              <div className="col-md-6">
                <h3 className="h6">Before</h3>
                <pre className="small mb-0 text-wrap text-break">{JSON.stringify(event.before, null, 2)}</pre>
              </div>
              <div className="col-md-6">
                <h3 className="h6">After</h3>
                <pre className="small mb-0 text-wrap text-break">{JSON.stringify(event.after, null, 2)}</pre>
              </div>
            </div>
            <p className="small text-body-secondary mb-0 mt-2">Event {event.sequence}, seal {event.hash.slice(0, 16)}…</p>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

/** Audit log: every back-office action newest first, filtered by administrator, action and target. */
export function AuditScreen() {
  const [form, setForm] = useState<FilterForm>({ actorId: '', action: '', targetId: '' });
  const { filters, errors } = checkFilters(form);
  const listing = useAuditPages(filters);
  const [expanded, setExpanded] = useState<number | null>(null);
  const change = (update: Partial<FilterForm>) => setForm((current) => ({ ...current, ...update }));
  const ownId = useSignedInUser().userId;

  return (
    <div data-testid="admin-audit">
      <PageHeader title="Audit log" headingTestId="admin-audit-title" description="Every back-office action, newest first, sealed in one verifiable chain." />
      <VerificationBanner />
      <Form className="row g-3 mb-3" role="search" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
        <Form.Group className="col-md-4" controlId="audit-filter-actor">
          <Form.Label>Administrator</Form.Label>
          <Form.Control value={form.actorId} onChange={(event) => change({ actorId: event.target.value })} placeholder="User id" isInvalid={!!errors.actorId} data-testid="audit-filter-actor" />
          <Form.Control.Feedback type="invalid">{errors.actorId}</Form.Control.Feedback>
          <Button variant="link" size="sm" className="px-0" onClick={() => change({ actorId: ownId })} data-testid="audit-filter-mine">
            Only my actions
          </Button>
        </Form.Group>
        <Form.Group className="col-md-4" controlId="audit-filter-action">
          <Form.Label>Action</Form.Label>
          <Form.Select value={form.action} onChange={(event) => change({ action: event.target.value })} data-testid="audit-filter-action">
            <option value="">All actions</option>
            {auditActionNames.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-4" controlId="audit-filter-target">
          <Form.Label>Target</Form.Label>
          <Form.Control value={form.targetId} onChange={(event) => change({ targetId: event.target.value })} placeholder="Account or user id" isInvalid={!!errors.targetId} data-testid="audit-filter-target" />
          <Form.Control.Feedback type="invalid">{errors.targetId}</Form.Control.Feedback>
        </Form.Group>
        {form.actorId || form.action || form.targetId ? (
          <div className="col-12">
            <Button variant="outline-secondary" size="sm" onClick={() => setForm({ actorId: '', action: '', targetId: '' })} data-testid="audit-filter-clear">
              Clear filters
            </Button>
          </div>
        ) : null}
      </Form>
      <ListingCard
        listing={listing}
        testId="audit"
        loading="Loading the audit log…"
        empty={backOfficeMessages.noAuditEvents}
        failureText={backOfficeMessages.fetchAuditFailed}
        toastOnFailure
        noun={{ one: 'audit event', other: 'audit events' }}
      >
        {(events) => (
          <div className="table-responsive position-relative">
            <Table className="align-middle mb-0" data-testid="audit-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Administrator</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                  <th scope="col">
                    <span className="visually-hidden">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => (
                  <EventRow
                    key={event.sequence}
                    event={event}
                    ownId={ownId}
                    expanded={expanded === event.sequence}
                    onToggle={() => setExpanded((current) => (current === event.sequence ? null : event.sequence))}
                    onFilter={change}
                  />
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </ListingCard>
    </div>
  );
}
