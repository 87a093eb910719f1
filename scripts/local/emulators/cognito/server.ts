import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import {
  CognitoServiceFactoryImpl,
  cognitoLocalRequire,
  ConsoleMessageSender,
  createServer,
  CryptoService,
  DateClock,
  JwtTokenGenerator,
  LambdaService,
  loadConfig,
  MessageDeliveryService,
  MessagesService,
  otp,
  type Route,
  Router,
  type Services,
  StormDBDataStoreFactory,
  TriggersService,
  UserPoolServiceFactoryImpl,
} from './cognito-local';
import { triggerEntry } from '@sandbank/lambdas/deployment';
import { brandName, localCredentials, localResources, localUrl } from '../../config';
import { LOOPBACK, loopbackOrigins, refusalOf, sendRefusal } from '../../loopback-guard';
import { accessTokenOwner } from './access-token';
import { browserCallRefusal } from './browser-calls';
import { changePassword } from './change-password';
import { coalescingSaves } from './coalesced-saves';
import { mailingCodes } from './code-mail';
import { confirmForgotPassword, forgotPassword } from './forgot-password';
import type { CognitoCall } from './index';
import { listUsersInGroup } from './list-users-in-group';
import { answeringOpenSessions, ChallengeSessions, openingChallengeSessions } from './challenge-sessions';
import { runningPreTokenGeneration, type PreTokenGenerationHandler } from './pre-token-generation';
import { ResetCodes } from './reset-codes';
import { initiateAuth } from './sign-in';
import { verifySoftwareToken } from './software-token';
import { adminUserGlobalSignOut, globalSignOut } from './sign-out';
import { IssuedAccessTokens } from './revoked-access-tokens';
import { loadOrCreateSigningKey, SIGNING_KEY_FILE, type SigningKey } from './signing-key';
import { TOKEN_AUTHORISED_TARGETS, verifyingAccessTokens, type TokenAuthorisedTarget, type TokenRoute } from './token-calls';
import { signingWith } from './token-generator';
import { wellKnownDocument } from './well-known';

/*
 * The Cognito emulator's process (started by emulator.ts, in the data folder, with PORT, WEB_PORT,
 * SES_URL (the mailbox its codes are mailed to) and optionally CODE in the environment). It is cognito-local — its services, its data in
 * `.cognito/`, its request handling — assembled as its own start script does, with the changes
 * index.ts lists: the calls of `cognitoCalls` are served here from the same services, so they act
 * on the same users, and the rules of `cognitoRules` hold for every request, token and key
 * document. It listens on 127.0.0.1 only, and every request passes the loopback guard (Host,
 * Origin, preflight) before anything else. Tokens still name `http://localhost:<port>` as their
 * issuer, as cognito-local's own would.
 */

const port = Number(process.env.PORT);
const webPort = Number(process.env.WEB_PORT);
const sesUrl = process.env.SES_URL ?? '';
if (!Number.isInteger(port) || !Number.isInteger(webPort) || !sesUrl) throw new Error('cognito-server needs PORT, WEB_PORT and SES_URL');

/** The console format cognito-local prints with, which output.ts reads. */
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

/**
 * The project's pre-token-generation trigger, imported as the deployed pool's function runs it; its
 * AdminGetUser reaches this emulator (the SDK's endpoint variable), with the local stack's credentials.
 */
async function loadPreTokenGeneration(): Promise<PreTokenGenerationHandler> {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: localUrl(port),
    AWS_REGION: localResources.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  });
  const { handler } = (await import(triggerEntry('preTokenGeneration'))) as { handler: PreTokenGenerationHandler };
  return (event) => handler(event);
}

/** The user pools' files, written at most every quarter second (coalesced-saves.ts says why). */
const userPoolFiles = coalescingSaves(new StormDBDataStoreFactory('.cognito/db'));

async function createServices(logger: Logger, signingKey: SigningKey, issued: IssuedAccessTokens): Promise<Services> {
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory('.cognito'));
  config.TokenConfig = { ...config.TokenConfig, IssuerDomain: localUrl(port) };
  const clock = new DateClock();
  const dataStoreFactory = userPoolFiles.factory;
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
    messages: new MessagesService(triggers, new MessageDeliveryService(mailingCodes(new ConsoleMessageSender(), { sesUrl, brandName: brandName() }))),
    otp,
    tokenGenerator: issued.noting(
      signingWith(
        runningPreTokenGeneration(new JwtTokenGenerator(clock, triggers, config.TokenConfig), await loadPreTokenGeneration(), localResources.region),
        signingKey,
      ),
    ),
    triggers,
  };
}

const logger = createLogger();
// The process runs in the emulator's data folder (emulator.ts).
const signingKey = await loadOrCreateSigningKey(SIGNING_KEY_FILE);
const issuedAccessTokens = new IssuedAccessTokens();
const services = await createServices(logger, signingKey, issuedAccessTokens);
const cognitoLocalRouter = Router(services);
const challengeSessions = new ChallengeSessions();
const resetCodes = new ResetCodes();
/** Every call of `cognitoCalls` (index.ts), served here: the type holds this list to that table. */
const ownRoutes: { [Call in CognitoCall]: Call extends TokenAuthorisedTarget ? TokenRoute : Route } = {
  GlobalSignOut: globalSignOut,
  AdminUserGlobalSignOut: adminUserGlobalSignOut(services),
  ChangePassword: changePassword(services),
  ForgotPassword: forgotPassword(cognitoLocalRouter('ForgotPassword'), services, resetCodes),
  ConfirmForgotPassword: confirmForgotPassword(cognitoLocalRouter('ConfirmForgotPassword'), services, resetCodes),
  InitiateAuth: initiateAuth(openingChallengeSessions(cognitoLocalRouter('InitiateAuth'), challengeSessions), services),
  RespondToAuthChallenge: answeringOpenSessions(cognitoLocalRouter('RespondToAuthChallenge'), challengeSessions, services),
  VerifySoftwareToken: verifySoftwareToken(cognitoLocalRouter('VerifySoftwareToken'), challengeSessions),
  ListUsersInGroup: listUsersInGroup(cognitoLocalRouter('ListUsersInGroup')),
};
/** Calls not authorized by an access token go straight to their route; the others are given theirs by verifyingAccessTokens. */
const plainRoute = (target: string): Route | undefined =>
  Object.hasOwn(ownRoutes, target) && !Object.hasOwn(TOKEN_AUTHORISED_TARGETS, target) ? (ownRoutes[target as CognitoCall] as Route) : undefined;
const router = verifyingAccessTokens((target) => plainRoute(target) ?? cognitoLocalRouter(target), accessTokenOwner(services, signingKey.publicKey, issuedAccessTokens), ownRoutes);
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

// Stopped by a signal (processes.ts stopChild, Ctrl-C): the last changes reach the file first.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void userPoolFiles.flush().finally(() => process.exit(0));
  });
}
