import { describe, expect, it } from 'vitest';
import { operationIds } from '../index';
import { auditActionNames, auditedOperations } from './audit-actions';

describe('the audited actions', () => {
  it("are listed once each, every workflow included, for the audit screen's filter", () => {
    expect(new Set(auditActionNames).size).toBe(auditActionNames.length);
    expect(auditActionNames).toEqual(
      expect.arrayContaining([
        'user.create',
        'account.adjust.credit',
        'account.post.fee',
        'wire.approve',
        'check.reject',
        'locker.delete',
        'approval.request',
        'approval.approve',
        'approval.reject',
      ]),
    );
  });

  it('name only operations of the table, and a large posting is audited as a request', () => {
    for (const operationId of Object.keys(auditedOperations)) expect(operationIds).toContain(operationId);
    for (const posting of ['adjustAccountBalance', 'adjustUserBalance', 'postAccountTransaction'] as const) {
      expect(auditedOperations[posting]).toContain('approval.request');
    }
    expect(auditedOperations.approvePostingRequest).toEqual(['approval.approve']);
    expect(auditedOperations.rejectPostingRequest).toEqual(['approval.reject']);
  });
});
