import { accountOperations } from '@sandbank/shared/operations/accounts';
import { getAccountStatement, statementToCsv, wholeMonth } from '../../domain/statements/statement';
import { createHandler, FileResponse } from '../../http/create-handler';

export const handler = createHandler(accountOperations, 'getAccountStatement', async ({ caller, params, query }) => {
  const statement = await getAccountStatement(caller, params.accountId, query);
  if (query.format === 'json') return statement;
  const whole = wholeMonth(statement);
  return new FileResponse('text/csv; charset=utf-8', `statement-${whole.account.number}-${whole.month}.csv`, statementToCsv(whole));
});
