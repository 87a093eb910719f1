import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { createTestCustomer, creationRefusals } from '../../domain/sandbox/test-customers';
import { networkOf, runOncePerAddress, sourceAddress, spendAddressAllowance } from '../../http/address-calls';
import { handleOperation } from '../../http/create-handler';
import { readOptionalIdempotencyKey } from '../../http/request';

/** Public, so limited per network (IPv4 address or IPv6 /64) as well as by the bank's caps; a replayed Idempotency-Key is not counted again. */
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
