import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { listMySandboxMail } from '../../domain/sandbox/mail';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(sandboxOperations, 'listMySandboxMail', ({ caller, query }) => listMySandboxMail(caller, query));
