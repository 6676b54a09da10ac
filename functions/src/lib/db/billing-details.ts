import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingDetails } from '@app/shared/billing/tax-invoice';
import { documentClient, tableName } from './client';

/** Issue 31: a subscriber's details for their tax invoices, beside their profile. */
export const billingDetailsKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'BILLING_DETAILS' });

export const NO_BILLING_DETAILS: BillingDetails = { legal_name: '', gstin: '', address: '', state: '' };

export async function readBillingDetails(userId: string): Promise<BillingDetails> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: billingDetailsKey(userId), ConsistentRead: true }),
  );
  if (!Item) return NO_BILLING_DETAILS;
  const { legal_name, gstin, address, state } = Item as BillingDetails;
  return { legal_name, gstin, address, state };
}

export async function writeBillingDetails(userId: string, details: BillingDetails) {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...billingDetailsKey(userId),
        entity: 'billing-details',
        ...details,
        updated_at: new Date().toISOString(),
      },
    }),
  );
}
