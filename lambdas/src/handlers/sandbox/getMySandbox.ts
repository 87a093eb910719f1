import { sandboxOperations } from '@sandbank/shared/operations/sandbox';
import { getMySandbox } from '../../domain/sandbox/my-sandbox';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(sandboxOperations, 'getMySandbox', ({ caller }) => getMySandbox(caller));
