import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, Validations, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp } from '../lib/build-app';

/**
 * The whole app, synthesized once per test file exactly as `cdk synth` does (cdk-nag included).
 * `bundle: false` skips esbuild (as `cdk synth --exclusively` does for the stacks not asked for),
 * for tests that read only the templates; `context` is what `-c` would give.
 */
export function synthApp({ bundle = true, context = {} }: { bundle?: boolean; context?: Record<string, string> } = {}) {
  const outdir = mkdtempSync(join(tmpdir(), 'hisaab-cdk-'));
  const app = new App({
    outdir,
    context: {
      '@aws-cdk/core:defaultCrossStackReferences': 'strong',
      ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...context,
    },
  });
  const stacks = buildApp(app);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  return { app, stacks, assembly, outdir };
}

export const nestedStacksOf = (stack: Stack) =>
  stack.node.children.filter((child): child is NestedStack => child instanceof NestedStack);

/** Every resource of a type across a stack and its nested stacks. */
export function resourcesOf(stack: Stack, type: string): Record<string, { Properties?: Record<string, unknown> }> {
  const templates = [stack, ...nestedStacksOf(stack)].map((s) => Template.fromStack(s));
  return Object.assign({}, ...templates.map((t) => t.findResources(type))) as Record<
    string,
    { Properties?: Record<string, unknown> }
  >;
}
