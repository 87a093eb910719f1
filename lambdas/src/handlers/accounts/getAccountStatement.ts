import { accountOperations } from '@sandbank/shared/operations/accounts';
import { getAccountStatement } from '../../domain/statements/statement';
import { statementFile } from '../../domain/statements/statement-file';
import { createHandler, FileResponse } from '../../http/create-handler';

export const handler = createHandler(accountOperations, 'getAccountStatement', async ({ caller, params, query }) => {
  const statement = await getAccountStatement(caller, params.accountId, query);
  if (query.format === 'json') return statement;
  const file = await statementFile(caller, statement, query.format, new Date());
  return new FileResponse(file.contentType, file.filename, file.body);
});
