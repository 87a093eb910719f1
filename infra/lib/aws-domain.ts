import { Stack, Token } from 'aws-cdk-lib';
import { RegionInfo } from 'aws-cdk-lib/region-info';
import type { IConstruct } from 'constructs';

/**
 * `amazonaws.com` (or the partition's suffix) as a plain string when the stack's region is known
 * at synth time, so the CSP and bucket origins read as text in the template; a token otherwise.
 */
export function domainSuffixOf(scope: IConstruct): string {
  const { region, urlSuffix } = Stack.of(scope);
  if (Token.isUnresolved(region)) return urlSuffix;
  return RegionInfo.get(region).domainSuffix ?? urlSuffix;
}
