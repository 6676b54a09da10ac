import { Annotations, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { WebConfig } from '@app/shared/web-config';
import { acknowledgeCdkCustomResource, nagBucketArn } from './cdk-internals';
import { webDist, webDistExists } from './paths';
import { siteBucketName } from './web-stack';

export interface SiteContentStackProps extends StackProps {
  prefix: string;
  distribution: IDistribution;
  webConfig: WebConfig;
}

const BUCKET_DEPLOYMENT_HANDLER = 'Custom::CDKBucketDeployment8693BB64968944B69AAFB0CC9EB8756C';

/**
 * Uploads the built SPA (web/dist) and its /config.json to the site bucket. The config is written
 * at deploy time from the other stacks' outputs, so one build serves every environment.
 */
export class SiteContentStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteContentStackProps) {
    super(scope, id, props);
    const bucketName = siteBucketName(props.prefix, this.region);
    const sources: ISource[] = [Source.jsonData('config.json', props.webConfig)];
    if (webDistExists()) sources.unshift(Source.asset(webDist));
    else
      Annotations.of(this).addWarningV2(
        'web-dist-missing',
        'web/dist is not built: run `npm run build -w web` before deploying.',
      );
    new BucketDeployment(this, 'Deploy', {
      destinationBucket: Bucket.fromBucketName(this, 'Site', bucketName),
      sources,
      prune: false,
      distribution: props.distribution,
      // The pages whose names do not change with their content: the app's, the prerendered ones (issue 38).
      distributionPaths: ['/index.html', '/pages/*', '/config.json'],
    });
    acknowledgeCdkCustomResource(this, BUCKET_DEPLOYMENT_HANDLER, [
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((a) => `Action::${a}`),
      `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${this.region}/*`,
      `Resource::${nagBucketArn(props.prefix, 'site', this.region)}/*`,
      'Resource::*',
    ]);
  }
}
