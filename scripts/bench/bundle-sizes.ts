// Each Lambda's minified bundle (index.mjs, AWS SDK excluded) as CDK builds it for deployment.
//   npx tsx scripts/bench/bundle-sizes.ts
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildApp } from '../../infra/lib/build-app';

/** 150 KB each; the PDF routes carry pdfmake and its Roboto fonts and get 3 MB (infra/test/stacks.test.ts). */
const BUDGET_KB = 150;
const PDF_BUDGET_KB = 3 * 1024;

interface TemplateResource {
  Type: string;
  Metadata?: Record<string, string>;
}

const outdir = mkdtempSync(join(tmpdir(), 'hisaab-bundles-'));
// Asset metadata (which asset folder each function deploys) is what the CDK CLI turns on too.
const app = new App({
  outdir,
  context: {
    '@aws-cdk/core:defaultCrossStackReferences': 'strong',
    'aws:cdk:enable-asset-metadata': true,
    'aws:cdk:enable-path-metadata': true,
  },
});
buildApp(app);
app.synth();

interface Template {
  Resources: Record<string, TemplateResource>;
}
const templates = readdirSync(outdir)
  .filter((file) => file.endsWith('.template.json'))
  .map((file) => JSON.parse(readFileSync(join(outdir, file), 'utf8')) as Template);
const rows: { fn: string; kb: number; budget: number }[] = [];
for (const template of templates) {
  for (const resource of Object.values(template.Resources)) {
    const assetPath = resource.Metadata?.['aws:asset:path'];
    const bundle = assetPath ? join(outdir, assetPath, 'index.mjs') : '';
    if (resource.Type !== 'AWS::Lambda::Function' || !existsSync(bundle)) continue;
    const constructPath = resource.Metadata?.['aws:cdk:path'] ?? assetPath ?? '';
    const budget = readFileSync(bundle, 'utf8').includes('Roboto-Medium.ttf') ? PDF_BUDGET_KB : BUDGET_KB;
    rows.push({ fn: constructPath.replace(/\/Resource$/, ''), kb: statSync(bundle).size / 1024, budget });
  }
}
rows.sort((a, b) => b.kb - a.kb);
console.log('| function | index.mjs (KB) | budget (KB) | within |\n|---|---:|---:|---|');
for (const row of rows) {
  console.log(`| ${row.fn} | ${row.kb.toFixed(1)} | ${row.budget} | ${row.kb <= row.budget ? 'yes' : 'NO'} |`);
}
