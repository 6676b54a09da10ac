import { TURNOVER_BAND_LABELS, type EInvoiceSettings } from '@app/shared/einvoice/einvoice-settings-docs';
import { toDisplayDate } from '@app/shared/financial-year';
import { Block, Row } from '@/components/settings-rows';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyAccess } from '@/lib/company-access';
import { failureMessage } from '@/lib/failure-message';
import { useEInvoiceSettings } from '../api/get-einvoice-settings';
import { EInvoiceSettingsForm } from './einvoice-settings-form';

/**
 * Issue 36, Profile > Settings: whether the company e-invoices, from when, and the IRP API user it
 * gets IRNs with. Everyone sees it; those who manage the company change it.
 */
export function EInvoiceSettingsBlock({ companyId }: { companyId: string }) {
  const settings = useEInvoiceSettings(companyId);
  const mayEdit = useCompanyAccess().can('manage_company');
  return (
    <Block title="E-invoice">
      <p className="text-muted-foreground text-sm">
        IRNs can be got directly with the API user created on the e-invoice portal for Hisaab&apos;s GSP, or by
        uploading the bulk file on the portal.
      </p>
      {settings.isError ? (
        <p role="alert" className="text-destructive pt-3 text-sm">
          {failureMessage(settings.error)}
        </p>
      ) : !settings.data ? (
        <Skeleton className="mt-3 h-9 w-full" />
      ) : mayEdit ? (
        <EInvoiceSettingsForm companyId={companyId} settings={settings.data} />
      ) : (
        <SavedSettings settings={settings.data} />
      )}
    </Block>
  );
}

/** The setting as it is, for those who may not change it (the password only as saved or not). */
function SavedSettings({ settings }: { settings: EInvoiceSettings }) {
  return (
    <div className="pt-2">
      <Row label="E-invoicing">{settings.enabled ? 'On' : 'Off'}</Row>
      <Row label="Applies from">{settings.applies_from ? toDisplayDate(settings.applies_from) : '—'}</Row>
      <Row label="Aggregate turnover">{TURNOVER_BAND_LABELS[settings.turnover]}</Row>
      <Row label="IRP API user name">{settings.api_username ?? '—'}</Row>
      <Row label="IRP API password">{settings.api_password_saved ? 'Saved' : 'Not saved'}</Row>
    </div>
  );
}
