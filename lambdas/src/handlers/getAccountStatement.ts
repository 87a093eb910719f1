import { getAccountStatement, statementToCsv } from '../domain/ledger/statement';
import { createHandler, FileResponse } from '../lib/http';

export const handler = createHandler('getAccountStatement', async ({ caller, params, query }) => {
  const statement = await getAccountStatement(caller, params.accountId, query.month);
  if (query.format === 'json') return statement;
  return new FileResponse('text/csv; charset=utf-8', `statement-${statement.account.number}-${statement.month}.csv`, statementToCsv(statement));
});
