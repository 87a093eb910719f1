import { createServer as createHttpServer } from 'node:http';
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
import { verifyingAccessTokens } from './cognito-token-calls';

/*
 * The Cognito emulator's process (started by emulators/cognito.ts, in the data folder, with PORT,
 * WEB_PORT and optionally CODE in the environment). It is cognito-local — its services, its data
 * in `.cognito/`, its request handling — assembled as its own start script does, with four
 * differences:
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

async function createServices(logger: Logger): Promise<Services> {
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
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
}

const logger = createLogger();
const services = await createServices(logger);
const cognitoLocalRouter = Router(services);
const addedTargets: Record<string, Route> = {
  AdminUserGlobalSignOut: adminUserGlobalSignOut(services),
  InitiateAuth: initiateAuth(cognitoLocalRouter('InitiateAuth')),
};
const unverifiedRouter = (target: string): Route => (Object.hasOwn(addedTargets, target) ? addedTargets[target]! : cognitoLocalRouter(target));
const router = verifyingAccessTokens(unverifiedRouter, accessTokenOwner(services), {
  GlobalSignOut: globalSignOut,
  ChangePassword: changePassword(services),
});
const { application } = createServer(router, logger, { ...services.config.ServerConfig, port, hostname: LOOPBACK }, services);

const policy = { port, origins: loopbackOrigins(webPort) };
const server = createHttpServer((request, response) => {
  const refusal = refusalOf(request, policy) ?? browserCallRefusal(request.headers);
  if (refusal) {
    logger.warn(`Refused ${request.method} ${request.headers['x-amz-target'] ?? request.url}: ${refusal.message}`);
    return sendRefusal(response, refusal);
  }
  application(request, response);
});
server.listen(port, LOOPBACK, () => logger.info(`Cognito Local running on http://${LOOPBACK}:${port}`));
