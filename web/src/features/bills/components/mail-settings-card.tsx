import { Copy, Mail, RefreshCw } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCompanyAccess } from '@/lib/company-access';
import { cn } from '@/lib/utils';
import { useBillMailSettings } from '../api/get-bill-mail-settings';
import { useRegenerateBillMailAddress } from '../api/regenerate-bill-mail-address';
import { useUpdateBillMailSettings } from '../api/update-bill-mail-settings';
import { BILL_PAGE_MESSAGES } from '../messages';
import { AllowedSenders } from './allowed-senders';

/** The company's own address for bills: e-mail a bill there and it is read like an upload. */
export function MailSettingsCard({ companyId, className }: { companyId: string; className?: string }) {
  const settings = useBillMailSettings(companyId);
  const update = useUpdateBillMailSettings(companyId);
  const renew = useRegenerateBillMailAddress(companyId);
  // Only the owner may: a new address cuts off everyone who mails the old one.
  const mayRenew = useCompanyAccess().can('bill_address');
  const address = settings.data?.inbound_address;
  const [local, domain] = (address ?? '').split('@');
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      notify.success(BILL_PAGE_MESSAGES.copied);
    } catch {
      notify.error('The address could not be copied; select it and copy it instead.');
    }
  };
  const renewAddress = () =>
    renew.mutate(undefined, {
      onSuccess: () => notify.success(BILL_PAGE_MESSAGES.addressRenewed),
      onError: (error) => notify.error(failureMessage(error)),
    });
  const save = (senders: string[]) =>
    update.mutateAsync(senders).then(
      () => {
        notify.success(BILL_PAGE_MESSAGES.sendersSaved);
        return true;
      },
      (error: unknown) => {
        notify.error(failureMessage(error));
        return false;
      },
    );
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-4" aria-hidden="true" /> Bills by e-mail
        </CardTitle>
        <CardDescription>E-mail bills to this address and they are read for you.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {settings.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {failureMessage(settings.error)}
          </p>
        ) : !settings.data ? (
          <Skeleton className="h-9 w-full" />
        ) : (
          <>
            <div className="flex items-center gap-2">
              <code
                className="bg-muted min-w-0 flex-1 rounded-md px-3 py-2 text-sm [overflow-wrap:anywhere]"
                title={settings.data.inbound_address}
                data-testid="bill-inbound-address"
              >
                {/* A long address wraps after its @ rather than anywhere. */}
                {local}@<wbr />
                {domain}
              </code>
              <Button variant="outline" size="icon" aria-label="Copy the address" onClick={() => void copy()}>
                <Copy />
              </Button>
              {mayRenew && (
                <ConfirmDialog
                  trigger={
                    <Button variant="outline" size="icon" aria-label="Get a new address" disabled={renew.isPending}>
                      <RefreshCw />
                    </Button>
                  }
                  title="Get a new bill address?"
                  description={BILL_PAGE_MESSAGES.renewAddressConfirm(settings.data.inbound_address)}
                  confirmLabel="Get a new address"
                  onConfirm={renewAddress}
                />
              )}
            </div>
            <AllowedSenders
              ownerEmail={settings.data.owner_email}
              senders={settings.data.allowed_senders}
              saving={update.isPending}
              onSave={save}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
