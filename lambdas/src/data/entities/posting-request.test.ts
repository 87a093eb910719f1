import { beforeEach, describe, expect, it } from 'vitest';
import { decidePostingRequestItem, putNewPostingRequest, type PostingRequestRecord } from './posting-request';

const request: PostingRequestRecord = {
  id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  status: 'pending',
  kind: 'adjustment',
  accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAW',
  accountName: 'Everyday Checking',
  accountNumber: 'CHK0000000001',
  userId: 'd2f1c0de-0000-4000-8000-000000000001',
  holder: null,
  type: 'adjustment',
  direction: 'credit',
  amountCents: 1_000_000,
  note: 'Goodwill',
  makerId: 'd2f1c0de-0000-4000-8000-000000000002',
  maker: null,
  createdAt: '2026-11-26T20:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  transactionId: null,
  approvalReason: 'amount',
  rollingTotalCents: null,
};

describe('posting request items', () => {
  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
  });

  it('is put once, in its own partition, in the queue of its status and its maker', () => {
    const put = putNewPostingRequest(request).Put!;
    expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(put.Item).toMatchObject({
      pk: 'POSTINGREQUEST#01ARZ3NDEKTSV4RRFFQ69G5FAV',
      sk: 'REQUEST',
      gsi3pk: 'POSTINGREQUESTS#pending',
      gsi3sk: 'REQUEST#01ARZ3NDEKTSV4RRFFQ69G5FAV',
      gsi2pk: 'POSTINGREQUESTSBY#d2f1c0de-0000-4000-8000-000000000002#pending',
      gsi2sk: 'REQUEST#01ARZ3NDEKTSV4RRFFQ69G5FAV',
    });
  });

  it('is decided only while pending, moving to its new status in both listings', () => {
    const update = decidePostingRequestItem(request, {
      status: 'approved',
      decidedBy: 'd2f1c0de-0000-4000-8000-000000000003',
      decidedAt: '2026-11-26T20:05:00.000Z',
      rejectionReason: null,
      transactionId: '01ARZ3NDEKTSV4RRFFQ69G5FAX',
    }).Update!;
    expect(update.ConditionExpression).toBe('#status = :fromStatus');
    expect(update.ExpressionAttributeValues).toMatchObject({
      ':fromStatus': 'pending',
      ':toStatus': 'approved',
      ':gsi3pk': 'POSTINGREQUESTS#approved',
      ':gsi2pk': 'POSTINGREQUESTSBY#d2f1c0de-0000-4000-8000-000000000002#approved',
    });
  });
});
