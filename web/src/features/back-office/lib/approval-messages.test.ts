import type { PostingRequest } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { sentForApprovalToast, whyItWaits } from './approval-messages';

const maker = 'd2f1c0de-0000-4000-8000-000000000002';
const checker = 'd2f1c0de-0000-4000-8000-000000000003';

const request = (fields: Partial<PostingRequest>): PostingRequest => ({
  id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  status: 'pending',
  kind: 'adjustment',
  accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAW',
  accountName: 'Everyday Checking',
  accountNumber: 'CHK0000000001',
  holder: null,
  type: 'adjustment',
  direction: 'credit',
  amountCents: 999_999,
  note: 'Goodwill',
  makerId: maker,
  maker: null,
  createdAt: '2026-11-26T20:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  transactionId: null,
  approvalReason: 'amount',
  rollingTotalCents: null,
  ...fields,
});

describe('why a posting request waits', () => {
  it('names its amount alone, against the threshold', () => {
    expect(whyItWaits(request({ amountCents: 1_000_000 }), checker)).toBe('Its amount alone reaches $10,000.00.');
  });

  it("names the maker's own 24-hour total, as 'you' to the maker", () => {
    const split = request({ approvalReason: 'makerTotal', rollingTotalCents: 999_999 });
    expect(whyItWaits(split, maker)).toBe('With the $9,999.99 you posted to this account in the last 24 hours, it reaches $10,000.00.');
    expect(whyItWaits(split, checker)).toBe('With the $9,999.99 its maker posted to this account in the last 24 hours, it reaches $10,000.00.');
  });

  it("names every administrator's 24-hour total on the account", () => {
    expect(whyItWaits(request({ approvalReason: 'accountTotal', rollingTotalCents: 600_000 }), checker)).toBe(
      'With the $6,000.00 administrators posted to this account in the last 24 hours, it reaches $10,000.00.',
    );
  });
});

describe('the toast of a posting sent for approval', () => {
  it('says only that it waits when its amount alone reached the threshold', () => {
    expect(sentForApprovalToast(request({ amountCents: 1_000_000 }))).toEqual({
      title: 'Sent for approval',
      message: "Credit $10,000.00 on Everyday Checking CHK0000000001 waits for another administrator's approval. Nothing has moved yet.",
      variant: 'success',
    });
  });

  it("tells the maker when their split reached it with the account's 24-hour total", () => {
    expect(sentForApprovalToast(request({ approvalReason: 'makerTotal', rollingTotalCents: 999_999 })).message).toBe(
      "Credit $9,999.99 on Everyday Checking CHK0000000001 waits for another administrator's approval. With the $9,999.99 you posted to this account in the last 24 hours, it reaches $10,000.00. Nothing has moved yet.",
    );
  });
});
