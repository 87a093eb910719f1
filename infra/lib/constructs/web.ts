import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { RuntimeConfig } from '@sandbank/shared';
import { Construct } from 'constructs';
import type { z } from 'zod';
import { domainSuffixOf } from '../aws-domain';

/** What the browser reads from `/config.json` in a deployed stack (the shared schema). */
export type WebRuntimeConfig = Omit<z.input<typeof RuntimeConfig>, 'cognitoEndpoint'> & { mode: 'aws' };

export interface WebProps {
  /** Host name of the HTTP API's default endpoint; CloudFront sends `/api/*` there. */
  readonly apiDomainName: string;
  /** Headers CloudFront adds to every request it sends to the API (the origin-verify secret). */
  readonly apiOriginHeaders: Readonly<Record<string, string>>;
  /** Host name of the live-updates WebSocket API; CloudFront sends `/ws` there, with the same origin headers as the API. */
  readonly liveDomainName?: string;
  readonly logsBucket: IBucket;
  /** Origins of the avatars bucket (presigned uploads and downloads). */
  readonly avatarsOrigins: readonly string[];
  /** `/config.json` deployed beside the build. */
  readonly runtimeConfig: Omit<WebRuntimeConfig, 'mode'>;
  /** The React build to deploy (`web/dist`); nothing is uploaded when absent. */
  readonly distPath?: string;
  /** The WAF web ACL in front of the distribution (a rate limit per IP address); none when absent. */
  readonly webAclArn?: string;
}

/** Files of a build that are never uploaded: source maps would publish the app's source (vite builds none). */
export const unpublishedFiles = ['*.map', '**/*.map'];

/**
 * An API behind the distribution (HTTP or WebSocket): HTTPS with TLS 1.2 only, every request
 * carrying the origin's secret header (CloudFront replaces a viewer's header of the same name, so
 * a viewer cannot forge it).
 */
const apiOrigin = (domainName: string, secretHeaders: Readonly<Record<string, string>>) =>
  new HttpOrigin(domainName, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    customHeaders: { ...secretHeaders },
  });

/** The path pattern CloudFront routes to the HTTP API. */
export const apiPathPattern = '/api/*';

/** The path CloudFront routes to the live-updates WebSocket API: the name of its stage (constructs/live-updates.ts). */
export const livePathPattern = '/ws';

/**
 * Client-side routes (paths whose last segment has no file extension) get `index.html`. Done
 * on the site behaviour only, so the API's own 403 and 404 answers reach the browser unchanged,
 * which distribution-wide custom error responses would not allow.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The header that tells the API who is asking: behind CloudFront the HTTP API sees the edge's
 * address, not the viewer's, so this function writes the viewer's address on every API request,
 * replacing any value a viewer sent (lambdas/src/http/address-calls.ts counts anonymous calls by it).
 */
export const viewerAddressHeader = 'x-viewer-address';
export const viewerAddressCode = `function handler(event) {
  var request = event.request;
  request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  return request;
}`;

/** The Content-Security-Policy of every response. */
export function contentSecurityPolicy(options: { cognitoOrigin: string; avatarsOrigins: readonly string[] }): string {
  const avatars = options.avatarsOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${avatars}`,
    "font-src 'self' data:",
    // 'self' also matches the site's own wss: origin (CSP Level 3), where the live updates connect.
    `connect-src 'self' ${options.cognitoOrigin} ${avatars}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** The website: a private bucket with the React build, served with `/api/*` by one CloudFront distribution. */
export class Web extends Construct {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  readonly deployments: readonly BucketDeployment[];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      // The build is re-uploaded on every deploy; nothing here is worth keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Sandbank: strict CSP and security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            cognitoOrigin: `https://cognito-idp.${Stack.of(this).region}.${domainSuffixOf(this)}`,
            avatarsOrigins: props.avatarsOrigins,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true },
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        ],
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serve index.html for client-side routes of the single-page app',
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      comment: "Tell the API the viewer's address (it sees only CloudFront's)",
      code: FunctionCode.fromInline(viewerAddressCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Sandbank web app and API',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [apiPathPattern]: {
          origin: apiOrigin(props.apiDomainName, props.apiOriginHeaders),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Never cached; with caching disabled the Authorization header reaches the API.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        ...(props.liveDomainName === undefined
          ? {}
          : {
              [livePathPattern]: {
                origin: apiOrigin(props.liveDomainName, props.apiOriginHeaders),
                viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
                allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
                cachePolicy: CachePolicy.CACHING_DISABLED,
                // The WebSocket handshake's Sec-WebSocket-* headers and the ticket in the query string
                // reach the API; the Host header stays the API's own.
                originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
              },
            }),
      },
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A public sandbox for testers and students anywhere; there is no country to restrict.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Served on the default cloudfront.net domain, whose certificate CloudFront manages; the TLS policy applies only with a custom domain and certificate.',
      },
    );

    if (props.webAclArn === undefined) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'A web ACL costs a monthly fee, so WAF is off unless deployed with -c waf=true (docs/deploy.md); the API throttles per stage and route, and every non-public route needs a Cognito token.',
      });
    }

    this.deployments = props.distPath === undefined ? [] : this.deploy(props.distPath, props.runtimeConfig);
  }

  /** `https://<distribution domain>`: the app's origin. */
  get siteUrl(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  private deploy(distPath: string, runtimeConfig: WebProps['runtimeConfig']): BucketDeployment[] {
    if (!existsSync(join(distPath, 'index.html'))) {
      throw new Error(`No web build at ${distPath} (index.html missing); run the web build first.`);
    }
    const deployments: BucketDeployment[] = [];
    const config: WebRuntimeConfig = { ...runtimeConfig, mode: 'aws' };

    // Vite puts content-hashed files under assets/: cached for a year.
    const assetsPath = join(distPath, 'assets');
    if (existsSync(assetsPath)) {
      deployments.push(
        new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(assetsPath, { exclude: unpublishedFiles })],
          destinationBucket: this.siteBucket,
          destinationKeyPrefix: 'assets/',
          prune: false,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
          memoryLimit: 512,
        }),
      );
    }
    // index.html, config.json and other root files: revalidated on every visit.
    const root = new BucketDeployment(this, 'DeployRoot', {
      sources: [Source.asset(distPath, { exclude: ['assets', 'assets/**', 'config.json', ...unpublishedFiles] }), Source.jsonData('config.json', config)],
      destinationBucket: this.siteBucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    for (const earlier of deployments) root.node.addDependency(earlier);
    deployments.push(root);
    return deployments;
  }
}
