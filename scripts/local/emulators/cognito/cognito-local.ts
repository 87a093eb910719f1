import { createRequire } from 'node:module';

/*
 * Every module of cognito-local this layer uses, in one place (the only other reach into its
 * package is the key pair it publishes, read by signing-key.ts). None of it is a public interface —
 * cognito-local offers only its command line — but the modules its own start script assembles,
 * which is why scripts/package.json pins its exact version. Moving to another version means
 * checking this list against it, then the layer's unit and integration tests. Loading this module
 * loads cognito-local's server and services: only the emulator's process (server.ts) and the
 * modules it runs import it (token-generator.test.ts takes the token generator alone).
 */

export {
  CodeMismatchError,
  CognitoError,
  InvalidParameterError,
  InvalidPasswordError,
  NotAuthorizedError,
  ResourceNotFoundError,
  UserLambdaValidationError,
  UserNotFoundError,
} from 'cognito-local/lib/errors.js';
export { loadConfig } from 'cognito-local/lib/server/config.js';
export { Router, type Route } from 'cognito-local/lib/server/Router.js';
export { createServer } from 'cognito-local/lib/server/server.js';
export { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
export type { Context } from 'cognito-local/lib/services/context';
export { CryptoService } from 'cognito-local/lib/services/crypto.js';
export type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore';
export type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory';
export { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
export { DateClock, LambdaService, MessagesService, TriggersService, type Services } from 'cognito-local/lib/services/index.js';
export type { Message } from 'cognito-local/lib/services/messages';
export { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender.js';
export type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
export { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
export { otp } from 'cognito-local/lib/services/otp.js';
export { JwtTokenGenerator, type TokenGenerator, type Tokens } from 'cognito-local/lib/services/tokenGenerator.js';
export type { Triggers } from 'cognito-local/lib/services/triggers';
export { UserPoolServiceFactoryImpl, type User, type UserPoolService } from 'cognito-local/lib/services/userPoolService.js';

/** cognito-local's own dependencies (its logger, the Lambda client its triggers call), resolved from it rather than from this project. */
export const cognitoLocalRequire = createRequire(createRequire(import.meta.url).resolve('cognito-local'));
