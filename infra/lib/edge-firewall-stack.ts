import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { HttpError } from '@sandbank/shared';
import type { Construct } from 'constructs';

/** How long, in seconds, WAF counts an address's requests; also what the 429 asks a client to wait. */
export const wafEvaluationWindowSeconds = 300;

export interface EdgeFirewallStackProps extends StackProps {
  /** Requests one IP address may make in `wafEvaluationWindowSeconds`, site and API together. */
  readonly requestsPerAddress: number;
}

/**
 * The web ACL in front of CloudFront. AWS WAF accepts a CloudFront web ACL only in us-east-1, so
 * it lives in this companion stack there, and the app's stack refers to it across regions
 * (deployed with `-c waf=true`, docs/deploy.md). One rule: an address that sends more than its
 * share in the window is answered 429 in the API's error format until its rate falls.
 */
export class EdgeFirewallStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallStackProps) {
    super(scope, id, props);
    const throttledBody = new HttpError('throttled', 'Too many requests from your address; try again in a few minutes').toBody();
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'Sandbank: a rate limit per IP address in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        throttled: { contentType: 'APPLICATION_JSON', content: JSON.stringify(throttledBody) },
      },
      rules: [
        {
          name: 'RequestsPerAddress',
          priority: 0,
          statement: {
            rateBasedStatement: { aggregateKeyType: 'IP', limit: props.requestsPerAddress, evaluationWindowSec: wafEvaluationWindowSeconds },
          },
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'throttled',
                responseHeaders: [{ name: 'retry-after', value: String(wafEvaluationWindowSeconds) }],
              },
            },
          },
          visibilityConfig: { metricName: 'RequestsPerAddress', cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true },
        },
      ],
      visibilityConfig: { metricName: 'SandbankWebAcl', cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true },
    });
  }
}
