import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { membershipItem, type Membership } from './memberships';
import { userKey } from './users';

/** A company as stored. The identity-and-companies issue fills in the rest of the spec's fields. */
export interface CompanyRecord {
  company_id: string;
  user_id: string;
  name: string;
  state: string;
  country: string;
  financial_year_start: string;
  books_begin_from: string;
  is_deleted: boolean;
  company_settings: {
    features: { enable_tax: boolean; enable_inventory: boolean };
    tax_details: { tin: string | null };
  };
  created_at: string;
}

export type NewCompany = Omit<CompanyRecord, 'company_id' | 'user_id' | 'is_deleted' | 'created_at'>;

export const companyKey = (companyId: string) => ({ pk: `COMPANY#${companyId}`, sk: 'COMPANY' });

/**
 * Creates a company owned by `userId` in one transaction: the company, the owner's membership, and
 * the owner's current company when they had none.
 */
export async function createCompany(userId: string, input: NewCompany): Promise<CompanyRecord> {
  const now = new Date().toISOString();
  const company: CompanyRecord = {
    ...input,
    company_id: randomUUID(),
    user_id: userId,
    is_deleted: false,
    created_at: now,
  };
  const membership: Membership = {
    user_id: userId,
    company_id: company.company_id,
    company_name: company.name,
    image: null,
    financial_year_start: company.financial_year_start,
    role: 'owner',
    joined_at: now,
  };
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...companyKey(company.company_id), entity: 'company', ...company },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName(), Item: membershipItem(membership) } },
      ],
    }),
  );
  await setCurrentCompanyIfNone(userId, company.company_id);
  return company;
}

async function setCurrentCompanyIfNone(userId: string, companyId: string) {
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: 'SET user_settings.current_company_id = :company',
        ConditionExpression: 'attribute_exists(pk) AND user_settings.current_company_id = :none',
        ExpressionAttributeValues: { ':company': companyId, ':none': null },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}
