import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import cdkJson from '../../../cdk.json';
import { addSandbankStacks, type SandbankAppProps } from '../../lib/sandbank-app';
import { SandbankStack, type SandbankStackProps } from '../../lib/sandbank-stack';

export const testRegion = 'eu-central-1';

/**
 * The stack as `cdk synth` builds it, minus the slow parts: no esbuild bundling, no asset
 * staging, no CloudFormation validation, and no web build upload.
 */
export function buildTestStack(overrides: Partial<SandbankStackProps> = {}): { app: App; stack: SandbankStack } {
  const app = testApp();
  const stack = new SandbankStack(app, 'SandbankTest', { ...testStackProps, ...overrides });
  return { app, stack };
}

const testApp = () =>
  new App({
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      'aws:cdk:disable-asset-staging': true,
    },
  });
const testStackProps = { env: { region: testRegion }, brandName: 'Sandbank', mailFrom: 'no-reply@example.com' };

/** Every stack of a deployment as infra/bin/app.ts composes them (e.g. with the WAF companion stack). */
export function buildTestApp(overrides: Partial<SandbankAppProps> = {}): { app: App } & ReturnType<typeof addSandbankStacks> {
  const app = testApp();
  return { app, ...addSandbankStacks(app, { stackName: 'SandbankTest', ...testStackProps, ...overrides }) };
}

/** The template of a nested stack, and what its parent passes for each of its parameters. */
export interface NestedTemplate {
  stack: NestedStack;
  template: Template;
  parameters: Record<string, CfnJson>;
}

export function synthesize(overrides: Partial<SandbankStackProps> = {}): {
  app: App;
  stack: SandbankStack;
  template: Template;
  nested: NestedTemplate[];
} {
  const { app, stack } = buildTestStack(overrides);
  return { app, stack, ...templatesOf(stack) };
}

/** The templates of a built stack and of its nested stacks (for a stack changed after it was built). */
export function templatesOf(stack: Stack): { template: Template; nested: NestedTemplate[] } {
  const template = Template.fromStack(stack);
  const parentResources = template.toJSON().Resources as Record<string, CfnResourceJson>;
  const nested = stack.node
    .findAll()
    .filter((construct): construct is NestedStack => construct instanceof NestedStack)
    .map((nestedStack) => {
      const logicalId = Stack.of(nestedStack.nestedStackParent ?? stack).resolve(nestedStack.nestedStackResource!.logicalId) as string;
      return { stack: nestedStack, template: Template.fromStack(nestedStack), parameters: parentResources[logicalId]?.Properties.Parameters ?? {} };
    });
  return { template, nested };
}

/** A nested template's value with its parameter references replaced by what the parent passes. */
function resolveParameters(value: CfnJson, parameters: Record<string, CfnJson>): CfnJson {
  if (Array.isArray(value)) return value.map((item) => resolveParameters(item, parameters));
  if (value === null || typeof value !== 'object') return value;
  if (typeof value.Ref === 'string' && Object.keys(value).length === 1 && value.Ref in parameters) return parameters[value.Ref];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveParameters(item, parameters)]));
}

/**
 * Every resource of one type, in the stack and in its nested stacks, as if it were one template:
 * a reference a nested stack receives as a parameter reads as the parent's own reference.
 */
export function resourcesOfType(synthesized: { template: Template; nested: NestedTemplate[] }, type: string): Record<string, CfnResourceJson> {
  const found: Record<string, CfnResourceJson> = { ...(synthesized.template.findResources(type) as Record<string, CfnResourceJson>) };
  for (const { template, parameters } of synthesized.nested) {
    for (const [logicalId, resource] of Object.entries(template.findResources(type))) {
      if (logicalId in found) throw new Error(`Logical id ${logicalId} appears in two stacks`);
      found[logicalId] = resolveParameters(resource, parameters) as CfnResourceJson;
    }
  }
  return found;
}

/** How many resources a template declares (CloudFormation's limit is 500 per stack). */
export const resourceCount = (template: Template): number => Object.keys(template.toJSON().Resources ?? {}).length;

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
