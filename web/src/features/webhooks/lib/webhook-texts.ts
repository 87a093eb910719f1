import { WEBHOOK_MAX_ENDPOINTS, type DeliveryStatus } from '@sandbank/shared';

/** The Webhooks screen's texts. */
export const webhookTexts = {
  loadFailed: 'Your webhook endpoints could not be loaded.',
  deliveriesFailed: 'The deliveries could not be loaded.',
  createFailed: 'The endpoint could not be registered.',
  deleteFailed: 'The endpoint could not be deleted.',
  rotateFailed: 'The secret could not be rotated.',
  testFailed: 'The test event could not be sent.',
  resendFailed: 'The delivery could not be resent.',
  limit: `You can register up to ${WEBHOOK_MAX_ENDPOINTS} endpoints.`,
  atLimit: `You have ${WEBHOOK_MAX_ENDPOINTS} endpoints, the most allowed: delete one before registering another.`,
  secretOnce: 'Copy it now: you won’t see it again. It signs every delivery to this endpoint; keep it where your receiver can read it, and nowhere else.',
} as const;

const statusLabels: Record<DeliveryStatus, { label: string; bg: string; text?: 'dark' }> = {
  pending: { label: 'Pending', bg: 'warning', text: 'dark' },
  succeeded: { label: 'Succeeded', bg: 'success' },
  failed: { label: 'Failed', bg: 'danger' },
};

/** A delivery's status as its badge reads: succeeded green, pending yellow, failed red. */
export const deliveryStatusLook = (status: DeliveryStatus) => statusLabels[status];

/** How long an attempt took: "85 ms", "1.2 s"; a dash before the first attempt or when none answered. */
export function durationText(milliseconds: number | null): string {
  if (milliseconds === null) return '—';
  return milliseconds < 1_000 ? `${milliseconds} ms` : `${(milliseconds / 1_000).toFixed(1)} s`;
}
