import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { createTestCustomer, creationRefusals } from '../../domain/sandbox/test-customers';
import { networkOf, runOncePerAddress, sourceAddress, spendAddressAllowance } from '../../http/address-calls';
import { handleOperation } from '../../http/create-handler';
import { readOptionalIdempotencyKey } from '../../http/request';

/**
 * Public: limited per network (an IPv4 address, an IPv6 /64: creations in a window, a replay of an
 * Idempotency-Key not counted again, and test customers alive), by the cap on live test customers
 * and by the bank's creations a minute.
 */
export const handler = handleOperation('createTestCustomer', sandboxOperations.createTestCustomer, ({ body }, event) => {
  const address = sourceAddress(event);
  return runOncePerAddress({
    address,
    operationId: 'createTestCustomer',
    key: readOptionalIdempotencyKey(event),
    payload: { body },
    perform: async (remember) => {
      await spendAddressAllowance(address, 'testCustomerCreation', creationRefusals.addressRate);
      return createTestCustomer(body, { network: networkOf(address), now: new Date() }, remember);
    },
  });
});
