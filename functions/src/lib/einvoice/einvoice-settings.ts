import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  REPORTING_DAYS_FROM_TEN_CRORE,
  type EInvoiceSettings,
  type EInvoiceSettingsInput,
  type TurnoverBand,
} from '@app/shared/einvoice/einvoice-settings-docs';
import { documentClient, tableName } from '#lib/db/client';
import { asRecord } from '#lib/db/items';
import type { IrpCredentials } from './irp-api';

/**
 * A company's e-invoicing setting (issue 36), an item of its own (`EINVOICE#SETTINGS`) so the IRP
 * API password never travels with the company's record: only the e-invoice routes read it, and no
 * answer carries it. (The table is encrypted at rest; a per-company Secrets Manager secret would
 * cost more than the plan's margin for one password.)
 */
export interface EInvoiceSettingsRecord {
  enabled: boolean;
  applies_from: string | null;
  turnover: TurnoverBand;
  api_username: string | null;
  api_password: string | null;
  updated_at: string;
  updated_by: string;
}

const settingsKey = (companyId: string) => ({ pk: `COMPANY#${companyId}`, sk: 'EINVOICE#SETTINGS' });

const OFF: EInvoiceSettingsRecord = {
  enabled: false,
  applies_from: null,
  turnover: '5-10',
  api_username: null,
  api_password: null,
  updated_at: '',
  updated_by: '',
};

export async function getEInvoiceSettings(companyId: string): Promise<EInvoiceSettingsRecord> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: settingsKey(companyId), ConsistentRead: true }),
  );
  return (asRecord(Item) as EInvoiceSettingsRecord | undefined) ?? OFF;
}

export async function saveEInvoiceSettings(
  companyId: string,
  input: EInvoiceSettingsInput,
  actorId: string,
): Promise<EInvoiceSettingsRecord> {
  const existing = await getEInvoiceSettings(companyId);
  const username = input.api_username?.trim() ?? '';
  // A password left out keeps the saved one; a new user name without one clears it.
  const kept = username && username === existing.api_username ? existing.api_password : null;
  const typed = input.api_password?.length ? input.api_password : undefined;
  const record: EInvoiceSettingsRecord = {
    enabled: input.enabled,
    applies_from: input.applies_from,
    turnover: input.turnover,
    api_username: username || null,
    api_password: typed ?? kept,
    updated_at: new Date().toISOString(),
    updated_by: actorId,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...settingsKey(companyId), entity: 'einvoice_settings', ...record },
    }),
  );
  return record;
}

export const presentSettings = (record: EInvoiceSettingsRecord): EInvoiceSettings => ({
  enabled: record.enabled,
  applies_from: record.applies_from,
  turnover: record.turnover,
  api_username: record.api_username,
  api_password_saved: Boolean(record.api_password),
});

/** Days the IRP still takes an invoice after its date, for the company's turnover. */
export const reportWithinDays = (record: EInvoiceSettingsRecord) =>
  record.turnover === '10+' ? REPORTING_DAYS_FROM_TEN_CRORE : undefined;

/** The company's IRP API user, when one is saved. */
export function credentialsOf(record: EInvoiceSettingsRecord, gstin: string): IrpCredentials | undefined {
  if (!record.api_username || !record.api_password) return undefined;
  return { gstin, username: record.api_username, password: record.api_password };
}
