import { AuditAction, auditActionNames, AuditActorId, AuditTargetId, type AuditEvent } from '@sandbank/shared';
import { Fragment, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../lib/format';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useSignedInUser } from '../../../lib/use-session';
import { useAuditPages, useAuditVerification, type AuditFilters } from '../api/audit';
import { backOfficeMessages } from '../lib/messages';
import { ListingCard } from '../../../components/listing/listing-card';
import { PageHeader } from '../../../components/ui/page-header';
import { PersonFilter, type ChosenPerson } from './person-filter';

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

/** Each filter's name in the address (`?actor=…&action=…&target=…`), so a reload or Back shows the same events. */
const filterParams = { actorId: 'actor', action: 'action', targetId: 'target' } as const satisfies Record<keyof FilterForm, string>;
type FilterParam = (typeof filterParams)[keyof FilterForm];
const filterParamNames = Object.values(filterParams);

/** The filters the address holds that the API accepts; anything else in it is left out. */
function filtersOf(params: Record<FilterParam, string | null>): AuditFilters {
  const filters: AuditFilters = {};
  const actorId = AuditActorId.safeParse(params[filterParams.actorId]);
  const action = AuditAction.safeParse(params[filterParams.action]);
  const targetId = AuditTargetId.safeParse(params[filterParams.targetId]);
  if (actorId.success) filters.actorId = actorId.data;
  if (action.success) filters.action = action.data;
  if (targetId.success) filters.targetId = targetId.data;
  return filters;
}

/** How the people chosen by search are named, kept with the history entry (the address keeps their ids). */
interface ChosenLabels {
  actorLabel?: string;
  targetLabel?: string;
}

const labelsOf = (state: unknown): ChosenLabels => (typeof state === 'object' && state !== null ? (state as ChosenLabels) : {});

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
  onFilter: (change: Partial<FilterForm>, labels?: ChosenLabels) => void;
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

/**
 * Audit log: every back-office action newest first, filtered by administrator, action and target
 * (people found by name or email). The filters live in the address: each change is a step Back undoes.
 */
export function AuditScreen() {
  const address = useUrlFilters(filterParamNames, { history: 'push' });
  const labels = labelsOf(useLocation().state);
  const filters = filtersOf(address.values);
  const listing = useAuditPages(filters);
  const [expanded, setExpanded] = useState<number | null>(null);
  const ownId = useSignedInUser().userId;

  const change = (update: Partial<FilterForm>, labelUpdate: ChosenLabels = {}) => {
    const params = Object.fromEntries((Object.entries(update) as [keyof FilterForm, string][]).map(([field, value]) => [filterParams[field], value]));
    const nextLabels: ChosenLabels = { ...labels, ...labelUpdate };
    // A person chosen another way (a row, "Only my actions") has no search label.
    if ('actorId' in update && !('actorLabel' in labelUpdate)) delete nextLabels.actorLabel;
    if ('targetId' in update && !('targetLabel' in labelUpdate)) delete nextLabels.targetLabel;
    address.set(params, { state: nextLabels });
  };
  const clearAll = () => address.clear({ state: {} });

  /** The person a filter holds, named as found, else 'You' or their id. */
  const chosen = (id: string | undefined, label: string | undefined): ChosenPerson | null =>
    id ? { id, label: label ?? (id === ownId ? 'You' : id) } : null;

  return (
    <div data-testid="admin-audit">
      <PageHeader title="Audit log" headingTestId="admin-audit-title" description="Every back-office action, newest first, sealed in one verifiable chain." />
      <VerificationBanner />
      <Form className="row g-3 mb-3" role="search" aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
        <div className="col-md-4">
          <PersonFilter
            testId="audit-filter-actor"
            label="Administrator"
            chosen={chosen(filters.actorId, labels.actorLabel)}
            onChoose={(person) => change({ actorId: person.id }, { actorLabel: person.label })}
            among="administrators"
            onClear={() => change({ actorId: '' })}
          />
          {filters.actorId !== ownId ? (
            <Button variant="link" size="sm" className="px-0" onClick={() => change({ actorId: ownId })} data-testid="audit-filter-mine">
              Only my actions
            </Button>
          ) : null}
        </div>
        <Form.Group className="col-md-4" controlId="audit-filter-action">
          <Form.Label>Action</Form.Label>
          <Form.Select value={filters.action ?? ''} onChange={(event) => change({ action: event.target.value })} data-testid="audit-filter-action">
            <option value="">All actions</option>
            {auditActionNames.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="col-md-4">
          <PersonFilter
            testId="audit-filter-target"
            label="Target"
            withAccounts
            chosen={chosen(filters.targetId, labels.targetLabel)}
            onChoose={(person) => change({ targetId: person.id }, { targetLabel: person.label })}
            onClear={() => change({ targetId: '' })}
          />
        </div>
        {filters.actorId || filters.action || filters.targetId ? (
          <div className="col-12">
            <Button variant="outline-primary" size="sm" onClick={clearAll} data-testid="audit-filter-clear">
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
