import { Token, type App, type Environment } from 'aws-cdk-lib';
import { EdgeFirewallStack } from './edge-firewall-stack';
import { SandbankStack, type SandbankStackProps } from './sandbank-stack';

/** CloudFront web ACLs live in this region only. */
export const webAclRegion = 'us-east-1';

export interface SandbankAppProps extends Omit<SandbankStackProps, 'webAclArn' | 'env'> {
  readonly stackName: string;
  readonly env: Environment;
  /** A WAF rate limit per IP address in front of CloudFront (a companion stack in us-east-1); off when absent. */
  readonly waf?: { readonly requestsPerAddress: number };
}

/** The stacks of one deployment: the app, and with `waf` the web ACL it refers to across regions. */
export function addSandbankStacks(app: App, props: SandbankAppProps): { main: SandbankStack; firewall: EdgeFirewallStack | null } {
  const { stackName, waf, ...stackProps } = props;
  if (waf === undefined) return { main: new SandbankStack(app, stackName, stackProps), firewall: null };
  if (props.env.region === undefined || Token.isUnresolved(props.env.region)) {
    throw new Error(`waf=true needs the stack's region (set AWS_REGION): the web ACL lives in ${webAclRegion} and the stack refers to it across regions.`);
  }
  const firewall = new EdgeFirewallStack(app, `${stackName}-EdgeFirewall`, {
    description: 'Sandbank: the WAF web ACL in front of CloudFront (CloudFront web ACLs live in us-east-1)',
    env: { account: props.env.account, region: webAclRegion },
    crossRegionReferences: true,
    requestsPerAddress: waf.requestsPerAddress,
  });
  const main = new SandbankStack(app, stackName, { ...stackProps, crossRegionReferences: true, webAclArn: firewall.webAcl.attrArn });
  return { main, firewall };
}
