import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PostingHours from '../../data/entities/posting-hour';
import type { PostingHourRecord } from '../../data/entities/posting-hour';

const postingHoursBetween = vi.fn<(accountId: string, firstHour: string, lastHour: string) => Promise<PostingHourRecord[]>>();
// The rule's reads are stubbed; the count it writes is the entity's own.
vi.mock('../../data/entities/posting-hour', async (original) => ({ ...(await original<typeof PostingHours>()), postingHoursBetween }));
const { approvalWait, checkThreshold, hourReadUntil, rollingTotalsOf, rollingWindow } = await import('./approval-threshold');

const THRESHOLD = 1_000_000;
const SPLIT = 999_999;
const maker = 'd2f1c0de-0000-4000-8000-000000000002';
const other = 'd2f1c0de-0000-4000-8000-000000000003';
const accountId = '01ARZ3NDEKTSV4RRFFQ69G5FAW';
const HOUR_MS = 60 * 60 * 1000;

const hour = (hourStart: string, makerId: string, postedCents: number): PostingHourRecord => ({ accountId, makerId, hourStart, postedCents });

describe('the rolling window', () => {
  it('reads every hour that overlaps the last 24 hours', () => {
    expect(rollingWindow(new Date('2026-03-02T10:30:00.000Z'))).toEqual({ firstHour: '2026-03-01T10:00:00.000Z', lastHour: '2026-03-02T10:00:00.000Z' });
    expect(rollingWindow(new Date('2026-03-02T10:00:00.000Z'))).toEqual({ firstHour: '2026-03-01T10:00:00.000Z', lastHour: '2026-03-02T10:00:00.000Z' });
  });

  it('keeps a posting for at least 24 hours and less than 25, and its item until the last window that reads it', () => {
    const postedAt = Date.parse('2026-03-01T10:59:59.999Z');
    const postedHour = rollingWindow(new Date(postedAt)).lastHour;
    const read = (now: number) => {
      const { firstHour, lastHour } = rollingWindow(new Date(now));
      return firstHour <= postedHour && postedHour <= lastHour;
    };
    expect(read(postedAt)).toBe(true);
    expect(read(postedAt + 24 * HOUR_MS)).toBe(true);
    const expiresAt = hourReadUntil(postedHour) * 1000;
    expect(expiresAt).toBe(Date.parse('2026-03-02T11:00:00.000Z'));
    expect(read(expiresAt - 1)).toBe(true);
    expect(read(expiresAt)).toBe(false);
  });
});

describe('the rolling totals', () => {
  it("add up everyone's hours for the account, and the maker's own apart", () => {
    const hours = [hour('2026-03-01T10:00:00.000Z', maker, 300), hour('2026-03-01T10:00:00.000Z', other, 200), hour('2026-03-01T11:00:00.000Z', maker, 50)];
    expect(rollingTotalsOf(hours, maker)).toEqual({ makerCents: 350, accountCents: 550 });
    expect(rollingTotalsOf(hours, 'someone-else')).toEqual({ makerCents: 0, accountCents: 550 });
    expect(rollingTotalsOf([], maker)).toEqual({ makerCents: 0, accountCents: 0 });
  });
});

describe('the approval rule', () => {
  it('lets a posting below the threshold, with nothing posted before, post at once', () => {
    expect(approvalWait(THRESHOLD - 1, { makerCents: 0, accountCents: 0 }, THRESHOLD)).toBeNull();
  });

  it('holds an amount that reaches the threshold alone, whatever was posted before', () => {
    expect(approvalWait(THRESHOLD, { makerCents: 0, accountCents: 0 }, THRESHOLD)).toEqual({ reason: 'amount', rollingTotalCents: null });
    expect(approvalWait(5 * THRESHOLD, { makerCents: SPLIT, accountCents: SPLIT }, THRESHOLD)).toEqual({ reason: 'amount', rollingTotalCents: null });
  });

  it("holds the split that reaches it with the maker's own total", () => {
    expect(approvalWait(SPLIT, { makerCents: SPLIT, accountCents: SPLIT }, THRESHOLD)).toEqual({ reason: 'makerTotal', rollingTotalCents: SPLIT });
    expect(approvalWait(1, { makerCents: THRESHOLD - 1, accountCents: THRESHOLD - 1 }, THRESHOLD)).toEqual({ reason: 'makerTotal', rollingTotalCents: THRESHOLD - 1 });
  });

  it("holds the split that reaches it with every administrator's total on the account", () => {
    expect(approvalWait(SPLIT, { makerCents: 0, accountCents: SPLIT }, THRESHOLD)).toEqual({ reason: 'accountTotal', rollingTotalCents: SPLIT });
    expect(approvalWait(400_000, { makerCents: 300_000, accountCents: 600_000 }, THRESHOLD)).toEqual({ reason: 'accountTotal', rollingTotalCents: 600_000 });
  });

  it('posts what stays below the threshold with both totals', () => {
    expect(approvalWait(400_000, { makerCents: 300_000, accountCents: 599_999 }, THRESHOLD)).toBeNull();
  });
});

describe('checking a posting', () => {
  const now = new Date('2026-03-02T10:30:00.000Z');

  beforeEach(() => {
    process.env.TABLE_NAME = 'test';
    postingHoursBetween.mockReset();
  });

  it('reads nothing for an amount that reaches the threshold alone', async () => {
    expect(await checkThreshold({ accountId, makerId: maker, amountCents: THRESHOLD }, THRESHOLD, now)).toEqual({ wait: { reason: 'amount', rollingTotalCents: null } });
    expect(postingHoursBetween).not.toHaveBeenCalled();
  });

  it("reads the window's hours of the account, and holds the posting they bring to the threshold", async () => {
    postingHoursBetween.mockResolvedValue([hour('2026-03-01T12:00:00.000Z', other, SPLIT)]);
    expect(await checkThreshold({ accountId, makerId: maker, amountCents: 1 }, THRESHOLD, now)).toEqual({ wait: { reason: 'accountTotal', rollingTotalCents: SPLIT } });
    expect(postingHoursBetween).toHaveBeenCalledWith(accountId, '2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z');
  });

  it("counts a posting that stays below into its maker's current hour, by its amount, until the last window that reads it", async () => {
    postingHoursBetween.mockResolvedValue([hour('2026-03-02T09:00:00.000Z', maker, 100)]);
    const check = await checkThreshold({ accountId, makerId: maker, amountCents: 2_500 }, THRESHOLD, now);
    expect(check.wait).toBeNull();
    const update = 'count' in check ? check.count.Update! : undefined;
    expect(update?.Key).toEqual({ pk: `POSTINGHOURS#${accountId}`, sk: `HOUR#2026-03-02T10:00:00.000Z#${maker}` });
    expect(update?.UpdateExpression).toContain('ADD postedCents :posted');
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':posted': 2_500, ':expiresAt': Date.parse('2026-03-03T11:00:00.000Z') / 1000, ':makerId': maker });
  });
});
