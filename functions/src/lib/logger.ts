import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger for every function; the request id is appended per invocation. */
export const logger = new Logger({ serviceName: 'hisaab' });
