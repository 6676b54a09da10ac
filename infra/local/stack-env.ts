import type { StackInfo } from './stack-info';

/**
 * Points the handlers' own code, run outside the stack's process (scripts, browser tests), at a
 * running local stack's user pool and table, as Lambda's environment points it at AWS's.
 */
export function pointHandlersAt(stack: StackInfo) {
  Object.assign(process.env, {
    AWS_REGION: 'ap-south-1',
    USER_POOL_ID: stack.cognito.userPoolId,
    COGNITO_ENDPOINT: stack.cognito.endpoint,
    TABLE_NAME: stack.dynamodb.tableName,
    DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
  });
}
