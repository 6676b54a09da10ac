/**
 * Settings handed to every function through its environment: CDK sets them in AWS, the local stack
 * sets the same names to point at the emulators. Read lazily so a function only needs what it uses.
 */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

/** An unset and an empty variable mean the same: not configured. */
export const optional = (name: string): string | undefined => {
  const value = process.env[name];
  return value === '' ? undefined : value;
};

export const config = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get uploadsBucket() {
    return required('UPLOADS_BUCKET');
  },
  get region() {
    return optional('AWS_REGION') ?? 'ap-south-1';
  },
  /** Set only on the local stack: the emulators' endpoints. */
  get dynamodbEndpoint() {
    return optional('DYNAMODB_ENDPOINT');
  },
  get s3Endpoint() {
    return optional('S3_ENDPOINT');
  },
  get cognitoEndpoint() {
    return optional('COGNITO_ENDPOINT');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  /** The web app's origins, comma separated: CORS and the links in e-mails use them. */
  get allowedOrigins() {
    return (optional('ALLOWED_ORIGINS') ?? '').split(',').filter(Boolean);
  },
  get appUrl() {
    return required('APP_URL');
  },
  /** SES sender; unset where e-mail is not configured (mail is then logged, not sent). */
  get mailFrom() {
    return optional('MAIL_FROM');
  },
  /**
   * Who reads bills: 'textract' in AWS; 'local' (unpdf and tesseract.js on this machine) on the
   * local stack and in tests, which have no Textract.
   */
  get billReader(): 'textract' | 'local' {
    return optional('BILL_READER') === 'local' ? 'local' : 'textract';
  },
  /** The ReadBill worker's function name (event-handlers.ts), started by Lambda Invoke. */
  get billReaderFunction() {
    return required('BILL_READER_FUNCTION');
  },
  /** The DeliverInvitation worker's function name (event-handlers.ts), started by Lambda Invoke. */
  get invitationWorkerFunction() {
    return required('INVITATION_WORKER_FUNCTION');
  },
  /** Set only on the local stack: its Lambda Invoke endpoint. */
  get lambdaEndpoint() {
    return optional('LAMBDA_ENDPOINT');
  },
  /** Where Textract announces a finished multi-page analysis, and the role it publishes with. */
  get textractSnsTopicArn() {
    return required('TEXTRACT_SNS_TOPIC_ARN');
  },
  get textractRoleArn() {
    return required('TEXTRACT_ROLE_ARN');
  },
  /** The domain of the companies' bill addresses (bills+<inbox>@domain); SES receives it. */
  get inboundMailDomain() {
    return optional('INBOUND_MAIL_DOMAIN') ?? 'bills.hisaab.local';
  },
  /** Where SES keeps the raw mail sent to the bill addresses. */
  get inboundMailBucket() {
    return required('INBOUND_MAIL_BUCKET');
  },
  /**
   * In AWS: the secret CloudFront sends the API with every request (x-origin-verify), which it
   * then requires (lib/http/middleware/require-edge.ts). Unset locally, where there is no CloudFront.
   */
  get originVerify() {
    return optional('ORIGIN_VERIFY');
  },
  /** Where contact-page enquiries are e-mailed. */
  get supportEmail() {
    return optional('SUPPORT_EMAIL') ?? optional('MAIL_FROM');
  },
};
