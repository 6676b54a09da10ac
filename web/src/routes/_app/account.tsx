import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Company } from '@app/shared/companies';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { useSubscription } from '@/features/billing/api/subscription';
import { BillingSettings } from '@/features/billing/components/billing-settings';
import { COMPANY_MESSAGES, useDeleteCompany } from '@/features/companies/api/company-mutations';
import { useCompanies, useCurrentCompany } from '@/features/companies/api/companies-queries';
import { BooksLockBlock } from '@/features/companies/components/books-lock-block';
import { EInvoiceSettingsBlock } from '@/features/einvoice/components/einvoice-settings-block';
import { DataExportDialog } from '@/features/exports/components/data-export-dialog';
import { DataImportDialogs } from '@/features/imports/components/import-dialogs';
import { PROFILE_MESSAGES, useDeleteAccount } from '@/features/profile/api/profile-mutations';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { notify } from '@/lib/toast';
import { useCompanyDrawer } from '../-components/app-layout';

export const Route = createFileRoute('/_app/account')({ component: AccountPage });

function AccountPage() {
  const { data: user } = useCurrentUser();
  const { data: companies = [] } = useCompanies();
  const { data: current } = useCurrentCompany();
  const { data: subscription } = useSubscription();
  const { openCompanyDrawer } = useCompanyDrawer();
  const deleteCompany = useDeleteCompany();
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();

  const removeCompany = (company: Company) =>
    deleteCompany.mutate(company._id, {
      onSuccess: () => notify.success(COMPANY_MESSAGES.deleted),
      onError: () => notify.error(GENERIC_ERROR_MESSAGE),
    });
  const removeAccount = () =>
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        notify.success(PROFILE_MESSAGES.accountDeleted);
        void navigate({ to: '/' });
      },
      onError: () => notify.error(GENERIC_ERROR_MESSAGE),
    });

  return (
    <>
      {deleteCompany.isPending && <FullScreenSpinner label="Deleting company..." />}
      {deleteAccount.isPending && <FullScreenSpinner label="Deleting account..." />}
      <ProfilePage
        user={user}
        companies={companies}
        currentCompany={current ?? null}
        onCreateCompany={() => openCompanyDrawer()}
        onEditCompany={openCompanyDrawer}
        onDeleteCompany={removeCompany}
        onDeleteAccount={removeAccount}
        deletingAccount={deleteAccount.isPending}
        billing={<BillingSettings />}
        booksLock={current ? <BooksLockBlock company={current} /> : null}
        einvoice={current ? <EInvoiceSettingsBlock companyId={current._id} /> : null}
        dataImport={
          current?.permissions.includes('manage_books') ? <DataImportDialogs companyId={current._id} /> : null
        }
        dataExport={current?.permissions.includes('reports') ? <DataExportDialog companyId={current._id} /> : null}
        // Until the plan is known the form shows; the server refuses an invitation a plan has no room for.
        teamIncluded={subscription?.team ?? true}
      />
    </>
  );
}
