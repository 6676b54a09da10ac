import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { APP_FUNCTION_TIMEOUT_SECONDS } from './app-function-timeout';
import { bundleEntry } from './bundle-entry';
import { localExtractorEntry, repoRoot } from './paths';

export interface AppFunctionProps extends Omit<NodejsFunctionProps, 'entry' | 'handler' | 'role'> {
  /**
   * The handler module under functions/src, as the route and event tables name it; bundled from its
   * source file or from the module generated for it at synth time (bundle-entry.ts).
   */
  handlerModule: string;
}

/** ESM bundles load CommonJS dependencies (busboy...) through require, which ESM lacks. */
const REQUIRE_SHIM = "import{createRequire}from'module';const require=createRequire(import.meta.url);";

/**
 * Left out of every bundle: the AWS SDK (the runtime has it) and the local bill extractor with its
 * heavy packages (OCR model, canvas, PDF renderer), as AWS reads bills with Textract. The
 * extractor's entry module is external too, not only its packages: esbuild would inline the
 * dynamically imported module and hoist its static imports of those packages to the top of the
 * ESM bundle, where they would fail at every cold start. Kept out, it stays a dynamic import
 * that only BILL_READER=local follows. It is named as handlers import it (the import is then
 * kept verbatim) and by its file (any other specifier).
 */
export const EXTERNAL_MODULES = [
  '@aws-sdk/*',
  'tesseract.js',
  '@tesseract.js-data/eng',
  '@napi-rs/canvas',
  'unpdf',
  '#lib/extraction/local/extract-bill',
  localExtractorEntry,
];

/**
 * The house Lambda: arm64, a current Node.js runtime, minified ESM bundle with source maps and the
 * AWS SDK left to the runtime (bundled by the local esbuild, no Docker; see EXTERNAL_MODULES). Its
 * role starts empty but for writing to its own log group; every other permission is granted
 * explicitly by the caller.
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, { handlerModule, environment, ...props }: AppFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH });
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    super(scope, id, {
      entry: bundleEntry(handlerModule),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(APP_FUNCTION_TIMEOUT_SECONDS),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      environment: { NODE_OPTIONS: '--enable-source-maps', POWERTOOLS_SERVICE_NAME: 'hisaab', ...environment },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        mainFields: ['module', 'main'],
        externalModules: EXTERNAL_MODULES,
        banner: REQUIRE_SHIM,
      },
      ...props,
    });
  }
}
