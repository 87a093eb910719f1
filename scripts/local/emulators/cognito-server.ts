import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import { loadConfig } from 'cognito-local/lib/server/config.js';
import { Router, type Route } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { DateClock, LambdaService, MessagesService, TriggersService, type Services } from 'cognito-local/lib/services/index.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { localUrl } from '../config';
import { LOOPBACK, loopbackOrigins, refusalOf, sendRefusal } from '../loopback-guard';
import { accessTokenOwner } from './cognito-access-token';
import { browserCallRefusal } from './cognito-browser-calls';
import { changePassword } from './cognito-change-password';
import { initiateAuth } from './cognito-sign-in';
import { adminUserGlobalSignOut, globalSignOut } from './cognito-sign-out';
import { loadOrCreateSigningKey, SIGNING_KEY_FILE, type SigningKey } from './cognito-signing-key';
import { verifyingAccessTokens } from './cognito-token-calls';
import { signingWith } from './cognito-token-generator';
import { wellKnownDocument } from './cognito-well-known';

/*
 * The Cognito emulator's process (started by emulators/cognito.ts, in the data folder, with PORT,
 * WEB_PORT and optionally CODE in the environment). It is cognito-local — its services, its data
 * in `.cognito/`, its request handling — assembled as its own start script does, with five
 * differences:
 * - every token is signed with this installation's key, kept beside `.cognito/` in the data folder
 *   (cognito-signing-key.ts, cognito-token-generator.ts), never with the key pair published in
 *   cognito-local's package; the JWKS and discovery document publish that key (cognito-well-known.ts);
 * - the calls it lacks, GlobalSignOut and AdminUserGlobalSignOut (cognito-sign-out.ts), and the
 *   ones it answers unlike Cognito, ChangePassword (cognito-change-password.ts) and a failed
 *   InitiateAuth (cognito-sign-in.ts), are served from the same services, so they act on the same users;
 * - every call authorized by the user's own access token has that token verified first, whoever
 *   serves it (cognito-token-calls.ts): cognito-local's own calls only decode it;
 * - it listens on 127.0.0.1 only, and every request passes the loopback guard (Host, Origin,
 *   preflight) and the browser rule (cognito-browser-calls.ts) before cognito-local sees it;
 * - tokens still name `http://localhost:<port>` as their issuer, as cognito-local's own would.
 */

const port = Number(process.env.PORT);
const webPort = Number(process.env.WEB_PORT);
if (!Number.isInteger(port) || !Number.isInteger(webPort)) throw new Error('cognito-server needs PORT and WEB_PORT');

// cognito-local's own dependencies, resolved from it rather than from this project.
const cognitoLocalRequire = createRequire(createRequire(import.meta.url).resolve('cognito-local'));

/** The console format cognito-local prints with, which emulators/cognito-output.ts reads. */
function createLogger(): Logger {
  const pino = cognitoLocalRequire('pino');
  const pretty = cognitoLocalRequire('pino-pretty');
  return pino(
    { level: process.env.DEBUG ? 'debug' : 'info' },
    pretty({
      colorize: true,
      ignore: 'pid,name,hostname',
      singleLine: true,
      messageFormat: (log: Record<string, unknown>, messageKey: string) => `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[messageKey]}`,
    }),
  );
}

async function createServices(logger: Logger, signingKey: SigningKey): Promise<Services> {
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory('.cognito'));
  config.TokenConfig = { ...config.TokenConfig, IssuerDomain: localUrl(port) };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory('.cognito/db');
  const cognito = await new CognitoServiceFactoryImpl(
    '.cognito/db',
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const Lambda = cognitoLocalRequire('aws-sdk/clients/lambda');
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, new Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  return {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: signingWith(new JwtTokenGenerator(clock, triggers, config.TokenConfig), signingKey),
    triggers,
  };
}

const logger = createLogger();
// The process runs in the emulator's data folder (emulators/cognito.ts).
const signingKey = await loadOrCreateSigningKey(SIGNING_KEY_FILE);
const services = await createServices(logger, signingKey);
const cognitoLocalRouter = Router(services);
const addedTargets: Record<string, Route> = {
  AdminUserGlobalSignOut: adminUserGlobalSignOut(services),
  InitiateAuth: initiateAuth(cognitoLocalRouter('InitiateAuth')),
};
const unverifiedRouter = (target: string): Route => (Object.hasOwn(addedTargets, target) ? addedTargets[target]! : cognitoLocalRouter(target));
const router = verifyingAccessTokens(unverifiedRouter, accessTokenOwner(services, signingKey.publicKey), {
  GlobalSignOut: globalSignOut,
  ChangePassword: changePassword(services),
});
const { application } = createServer(router, logger, { ...services.config.ServerConfig, port, hostname: LOOPBACK }, services);

const policy = { port, origins: loopbackOrigins(webPort) };
const wellKnown = { issuerDomain: services.config.TokenConfig.IssuerDomain ?? localUrl(port), publicJwk: signingKey.publicJwk };

/** Answers a request for the JWKS or the discovery document; false when it asks for neither. */
function servedWellKnown(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const document = wellKnownDocument(new URL(request.url ?? '/', localUrl(port)).pathname, wellKnown);
  if (!document) return false;
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(request.method === 'GET' ? JSON.stringify(document) : undefined);
  return true;
}

const server = createHttpServer((request, response) => {
  const refusal = refusalOf(request, policy) ?? browserCallRefusal(request.headers);
  if (refusal) {
    logger.warn(`Refused ${request.method} ${request.headers['x-amz-target'] ?? request.url}: ${refusal.message}`);
    return sendRefusal(response, refusal);
  }
  if (servedWellKnown(request, response)) return;
  application(request, response);
});
server.listen(port, LOOPBACK, () => logger.info(`Cognito Local running on http://${LOOPBACK}:${port}`));
