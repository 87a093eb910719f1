import type { Wire } from '@sandbank/shared';
import { humanizeCode } from '../../../lib/format';
import { DetailRow } from '../../../components/ui/detail-row';

/** What a wire request says about where the money goes and why, with both sides' notes (`wire-detail-*`). */
export function WireDetailRows({ wire }: { wire: Pick<Wire, 'recipientName' | 'recipientAccount' | 'recipientBank' | 'swift' | 'recipientAddress' | 'purpose' | 'senderNotes' | 'adminNotes'> }) {
  return (
    <dl className="mb-0" data-testid="wire-details">
      <DetailRow label="Recipient" value={wire.recipientName} testId="wire-detail-recipient" />
      <DetailRow label="Account / IBAN" value={<span className="font-monospace small">{wire.recipientAccount}</span>} testId="wire-detail-account" />
      <DetailRow label="Bank" value={wire.recipientBank} testId="wire-detail-bank" />
      <DetailRow label="SWIFT/BIC" value={<span className="font-monospace small">{wire.swift}</span>} testId="wire-detail-swift" />
      <DetailRow label="Purpose" value={humanizeCode(wire.purpose)} testId="wire-detail-purpose" />
      <DetailRow label="Recipient address" value={wire.recipientAddress} testId="wire-detail-address" />
      <DetailRow label="Customer notes" value={wire.senderNotes ?? 'None'} testId="wire-detail-sender-notes" />
      <DetailRow label="Admin notes" value={wire.adminNotes ?? 'None'} testId="wire-detail-admin-notes" />
    </dl>
  );
}
