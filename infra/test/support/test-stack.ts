import { mkdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import cdkJson from '../../../cdk.json';
import { repoRoot } from '../../lib/paths';
import { SandbankStack, type SandbankStackProps } from '../../lib/sandbank-stack';

export const testRegion = 'eu-central-1';

/**
 * `Template.fromStack` writes `cdk.out*` folders into the temporary directory and never removes
 * them: point TMPDIR at a folder of our own for this test file and delete it afterwards.
 */
export function useScratchTmpdir(name: string): () => void {
  const dir = join(repoRoot, '.tmp', 'infra-test', `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
    try {
      rmdirSync(dirname(dir)); // only when no other test file still uses it
    } catch {
      // another file's folder is still there
    }
  };
}

/**
 * The stack as `cdk synth` builds it, minus the slow parts: no esbuild bundling, no asset
 * staging, no CloudFormation validation, and no web build upload.
 */
export function buildTestStack(overrides: Partial<SandbankStackProps> = {}): { app: App; stack: SandbankStack } {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      'aws:cdk:disable-asset-staging': true,
    },
  });
  const stack = new SandbankStack(app, 'SandbankTest', {
    env: { region: testRegion },
    brandName: 'Sandbank',
    mailFrom: 'no-reply@example.com',
    ...overrides,
  });
  return { app, stack };
}

export function synthesize(overrides: Partial<SandbankStackProps> = {}): {
  app: App;
  stack: SandbankStack;
  template: Template;
} {
  const { app, stack } = buildTestStack(overrides);
  return { app, stack, template: Template.fromStack(stack) };
}

/**
 * A synthesized CloudFormation value. Templates are untyped JSON; the tests assert their shape.
 */
export type CfnJson = any;

/** A resource of a synthesized template. */
export interface CfnResourceJson {
  Type: string;
  Properties: Record<string, CfnJson>;
  DeletionPolicy?: string;
}
