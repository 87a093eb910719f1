import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { createTestCustomer } from '../../domain/sandbox/test-customers';
import { runOncePerAddress, sourceAddress, spendAddressAllowance } from '../../http/address-calls';
import { handleOperation } from '../../http/create-handler';
import { readOptionalIdempotencyKey } from '../../http/request';

/** Public: limited per network address (a replay of an Idempotency-Key is not counted again) and by the cap on live test customers. */
export const handler = handleOperation('createTestCustomer', sandboxOperations.createTestCustomer, ({ body }, event) => {
  const address = sourceAddress(event);
  return runOncePerAddress({
    address,
    operationId: 'createTestCustomer',
    key: readOptionalIdempotencyKey(event),
    payload: { body },
    perform: async (remember) => {
      await spendAddressAllowance(address, 'testCustomerCreation');
      return createTestCustomer(body, remember);
    },
  });
});
