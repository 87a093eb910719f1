import * as z from 'zod';

export const DEFAULT_BRAND_NAME = 'Sandbank';

/**
 * The runtime settings a deployment serves at `/config.json` (the CDK stack writes it to S3, the
 * local gateway answers it) and the web app reads once before it renders.
 */
export const RuntimeConfig = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** Set only in local mode: the Cognito emulator's URL. */
  cognitoEndpoint: z.url().nullish().transform((value) => value ?? undefined),
  brandName: z.string().min(1).default(DEFAULT_BRAND_NAME),
  mode: z.enum(['local', 'aws']),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
