import { formatCents, type CheckDeposit, type LockerItem, type Wire } from '@sandbank/shared';

/** A decision the panel can simulate on one of the caller's requests. */
export type SimulatedOutcome = 'approve' | 'reject' | 'expire';
export type RequestKind = 'wire' | 'check' | 'locker';

/** One of the caller's requests still waiting for a decision, as the panel lists it. */
export interface PendingRequest {
  kind: RequestKind;
  id: string;
  /** A wire's recipient, a check's number (or its bank), a locker item's name. */
  subject: string;
  amountCents: number;
  createdAt: string;
  /** 'Awaiting code' or 'Pending review'. */
  status: string;
  /** What can be simulated on it, in the order the buttons show: a wire awaiting its code can only expire. */
  outcomes: readonly SimulatedOutcome[];
}

const decidable = ['approve', 'reject'] as const;

/** The caller's wires, checks and locker items that wait for a decision, newest first. */
export function pendingRequests(
  lists: { wires: readonly Wire[]; checks: readonly CheckDeposit[]; lockerItems: readonly LockerItem[] },
  now: number,
): PendingRequest[] {
  const wires = lists.wires.flatMap((wire): PendingRequest[] => {
    const base = { kind: 'wire' as const, id: wire.id, subject: wire.recipientName, amountCents: wire.amountCents, createdAt: wire.createdAt };
    if (wire.status === 'pending') return [{ ...base, status: 'Pending review', outcomes: decidable }];
    // A code that lapsed already ended the request (the expiry job only records it).
    const codeLive = wire.codeExpiresAt === null || Date.parse(wire.codeExpiresAt) > now;
    if (wire.status === 'awaiting_confirmation' && codeLive) return [{ ...base, status: 'Awaiting code', outcomes: ['expire'] }];
    return [];
  });
  const checks = lists.checks
    .filter((check) => check.status === 'pending')
    .map(
      (check): PendingRequest => ({
        kind: 'check',
        id: check.id,
        subject: check.checkNumber ? `#${check.checkNumber}` : `from ${check.bankName}`,
        amountCents: check.amountCents,
        createdAt: check.createdAt,
        status: 'Pending review',
        outcomes: decidable,
      }),
    );
  const lockerItems = lists.lockerItems
    .filter((item) => item.status === 'pending')
    .map(
      (item): PendingRequest => ({
        kind: 'locker',
        id: item.id,
        subject: item.name,
        amountCents: item.valueCents,
        createdAt: item.storedAt,
        status: 'Pending review',
        outcomes: decidable,
      }),
    );
  return [...wires, ...checks, ...lockerItems].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The request's line in the panel: 'Wire to Jane Doe', 'Check deposit #1042', 'Locker item "Watch"'. */
export function requestTitle(request: PendingRequest): string {
  if (request.kind === 'wire') return `Wire to ${request.subject}`;
  if (request.kind === 'check') return `Check deposit ${request.subject}`;
  return `Locker item "${request.subject}"`;
}

/** The request named in a sentence, with its amount: 'the wire of $1,000.00 to Jane Doe'. */
export function requestPhrase(request: PendingRequest): string {
  const amount = formatCents(request.amountCents);
  if (request.kind === 'wire') return `the wire of ${amount} to ${request.subject}`;
  if (request.kind === 'check') return `the check deposit ${request.subject} of ${amount}`;
  return `the locker item "${request.subject}" (${amount})`;
}

const outcomeLabels: Record<SimulatedOutcome, string> = { approve: 'Approve', reject: 'Reject', expire: 'Expire' };

/** A button's text, and its accessible name naming the request: 'Approve the wire of $1,000.00 to Jane Doe'. */
export function outcomeButton(request: PendingRequest, outcome: SimulatedOutcome): { label: string; name: string } {
  return { label: outcomeLabels[outcome], name: `${outcomeLabels[outcome]} ${requestPhrase(request)}` };
}

const kindNames: Record<RequestKind, string> = { wire: 'Wire', check: 'Check Deposit', locker: 'Locker Item' };
const pastTense: Record<SimulatedOutcome, string> = { approve: 'Approved', reject: 'Rejected', expire: 'Expired' };

/** What follows a decision, beyond the decision itself. */
function consequence(request: PendingRequest, outcome: SimulatedOutcome): string {
  if (outcome === 'expire') return ' Nothing was reserved.';
  if (request.kind === 'wire' && outcome === 'reject') return ' The amount and the fee are back in your account.';
  if (request.kind === 'check' && outcome === 'approve') return ' The money is in your account.';
  return '';
}

/** The success toast of a simulated decision: 'Wire Approved' / 'The sandbox approved the wire of $1,000.00 to Jane Doe.' */
export function outcomeToast(request: PendingRequest, outcome: SimulatedOutcome): { title: string; message: string } {
  const phrase = requestPhrase(request);
  const sentence =
    outcome === 'expire'
      ? `The sandbox expired ${phrase}.`
      : `The sandbox ${outcome === 'approve' ? 'approved' : 'rejected'} ${phrase}.`;
  return { title: `${kindNames[request.kind]} ${pastTense[outcome]}`, message: sentence + consequence(request, outcome) };
}
