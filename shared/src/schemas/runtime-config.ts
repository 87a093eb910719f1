import * as z from 'zod/mini';
import { BankSettings, SandboxSettings, type BankSettings as Settings } from '../bank-settings';
import { magicValues, PublishedSandbox } from '../sandbox';
import { DEFAULT_BRAND_NAME } from '../brand';

/**
 * The runtime settings a deployment serves at `/config.json` (the CDK stack writes it to S3, the
 * local gateway answers it) and the web app reads once before it renders: the sign-in settings,
 * the brand and the bank's published figures (the wire fee and limits, the check limit).
 */
export const RuntimeConfig = z.object({
  ...BankSettings.shape,
  /** Whether the tester's toolkit is on, and its magic values (shared/src/sandbox.ts). */
  sandbox: z.extend(SandboxSettings, PublishedSandbox.shape),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Set only in local mode: the Cognito emulator's URL. */
  cognitoEndpoint: z.pipe(
    z.nullish(z.url()),
    z.transform((value: string | null | undefined) => value ?? undefined),
  ),
  brandName: z._default(z.string().check(z.minLength(1)), DEFAULT_BRAND_NAME),
  mode: z.enum(['local', 'aws']),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/** The bank's settings as `/config.json` publishes them: as the functions apply them, with the toolkit's magic values. */
export function publishedBankSettings(settings: Settings) {
  return { ...settings, sandbox: { ...settings.sandbox, magic: [...magicValues] } };
}
