import { describe, expect, it } from 'vitest';
import * as shared from '@sandbank/shared/sandbox';
import * as facts from './toolkit-facts';

describe('the toolkit facts the developers page states', () => {
  it('are the ones shared/src/sandbox.ts declares', () => {
    expect(facts.FAULT_HEADER).toBe(shared.FAULT_HEADER);
    expect(facts.FAULT_MAX_LATENCY_MS).toBe(shared.FAULT_MAX_LATENCY_MS);
    expect(facts.FAULT_TIMEOUT_MS).toBe(shared.FAULT_TIMEOUT_MS);
    expect(facts.TEST_CUSTOMER_TTL_MINUTES).toEqual(shared.TEST_CUSTOMER_TTL_MINUTES);
    expect(facts.SANDBOX_MAIL_HOURS).toBe(shared.SANDBOX_MAIL_HOURS);
    expect(facts.testScenarios).toEqual(shared.testScenarios);
    expect(facts.sandboxReasons.simulatedRejection).toBe(shared.sandboxReasons.simulatedRejection);
    expect(facts.sandboxReasons.reset).toBe(shared.sandboxReasons.reset);
  });
});
