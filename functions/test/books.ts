import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Ledger, LedgerList } from '@app/shared/books/ledger-docs';
import type { LedgerFormValues } from '@app/shared/books/ledgers';
import { accountingGroupKey, ledgerKey } from '#lib/db/books';
import { documentClient, tableName } from '#lib/db/client';
import { api, dataOf } from './fixtures';
import type { TestUser } from './users';

export const LEDGERS = '/api/v1/ledger';

/** A customer as the form sends it, with the billing address tax-on companies require. */
export const ledgerBody = (companyId: string, overrides: Partial<LedgerFormValues> = {}): LedgerFormValues => ({
  company_id: companyId,
  name: 'Sharma Traders',
  parent: 'Debtors',
  mailing_country: 'India',
  mailing_state: 'Maharashtra',
  ...overrides,
});

/** The parties of the pharmacy examples (design 5.2): a chemist next door, a distributor in Haryana. */
export const PHARMACY_PARTIES = {
  chemist: { name: 'Sharma Medical Hall', tin: '27AAGCS2288K1ZV' },
  distributor: {
    name: 'Haryana Pharma Distributors',
    parent: 'Creditors',
    mailing_state: 'Haryana',
    tin: '06AABCO6063D1ZQ',
  },
} as const satisfies Record<string, Partial<LedgerFormValues>>;

/** Creates a ledger through the API (a Debtor in Maharashtra unless the body says otherwise). */
export async function addLedger(user: TestUser, companyId: string, body: Partial<LedgerFormValues> = {}) {
  const response = await api.post(`${LEDGERS}/create`, user.idToken, ledgerBody(companyId, body));
  if (response.status !== 201) throw new Error(`ledger not created: ${JSON.stringify(response.body)}`);
  return dataOf<Ledger>(response);
}

/** GET /ledger/view/all with the given query parameters. */
export async function listLedgers(user: TestUser, companyId: string, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams({
    company_id: companyId,
    ...Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
  });
  const response = await api.get(`${LEDGERS}/view/all?${params.toString()}`, user.idToken);
  if (response.status !== 200) throw new Error(`list failed: ${JSON.stringify(response.body)}`);
  return dataOf<LedgerList>(response);
}

/** The ledger's item as stored, keys included. */
export async function storedLedger(companyId: string, ledgerId: string) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ledgerKey(companyId, ledgerId), ConsistentRead: true }),
  );
  return Item;
}

/** An accounting group's item as stored (its ledger_count). */
export async function storedGroup(companyId: string, groupId: string) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: accountingGroupKey(companyId, groupId), ConsistentRead: true }),
  );
  return Item;
}

/**
 * Posts to a ledger the way the voucher engine does (ADD to its running totals), for tests that
 * need a ledger in use before vouchers exist.
 */
export async function postToLedger(
  companyId: string,
  ledgerId: string,
  totals: { balance: number; total_debit: number; total_credit: number; voucher_count: number },
) {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: ledgerKey(companyId, ledgerId),
      UpdateExpression: 'ADD balance :b, total_debit :d, total_credit :c, voucher_count :n',
      ConditionExpression: 'attribute_exists(pk) AND is_deleted = :false',
      ExpressionAttributeValues: {
        ':b': totals.balance,
        ':d': totals.total_debit,
        ':c': totals.total_credit,
        ':n': totals.voucher_count,
        ':false': false,
      },
    }),
  );
}
