import { accountOperations } from '@sandbank/shared/operations/accounts';
import { getAccountStatement, statementToCsv } from '../domain/statements/statement';
import { createHandler, FileResponse } from '../http/create-handler';

export const handler = createHandler(accountOperations, 'getAccountStatement', async ({ caller, params, query }) => {
  const statement = await getAccountStatement(caller, params.accountId, query.month);
  if (query.format === 'json') return statement;
  return new FileResponse('text/csv; charset=utf-8', `statement-${statement.account.number}-${statement.month}.csv`, statementToCsv(statement));
});
