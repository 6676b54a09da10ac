import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Company, CompanyInput } from '@app/shared/companies';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { COMPANY_MESSAGES, useSaveCompany } from '../api/company-mutations';
import { companyFormFrom, companyFormResolver, emptyCompanyForm, type CompanyFormValues } from '../company-form';
import { BankSection, BrandingSection, ContactSection, LegalSection } from './company-sections';

interface CompanyDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when given; create mode otherwise. */
  company?: Company;
  onSaved?: (company: Company) => void;
}

/** Spec 2.9: create or edit a company: branding, contact, legal, bank sections. */
export function CompanyDrawer({ open, onOpenChange, company, onSaved }: CompanyDrawerProps) {
  const save = useSaveCompany();
  const queryClient = useQueryClient();
  const form = useForm<CompanyFormValues, unknown, CompanyInput>({
    resolver: companyFormResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: company ? companyFormFrom(company) : emptyCompanyForm(),
  });
  useEffect(() => {
    if (open) form.reset(company ? companyFormFrom(company) : emptyCompanyForm());
  }, [open, company, form]);

  const submit = form.handleSubmit(
    (input) =>
      save.mutate(
        { id: company?._id, input },
        {
          onSuccess: (saved) => {
            notify.success(company ? COMPANY_MESSAGES.updated : COMPANY_MESSAGES.created);
            onOpenChange(false);
            onSaved?.(saved);
          },
          onError: (error) => {
            const fallback = company ? COMPANY_MESSAGES.updateFailed : COMPANY_MESSAGES.createFailed;
            notify.error(error instanceof ApiError && error.status < 500 ? error.message : fallback);
            void queryClient.invalidateQueries({ queryKey: ['companies'] });
          },
        },
      ),
    () => notify.error(COMPANY_MESSAGES.invalid),
  );
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-2xl">
        <SheetHeader className="border-b">
          <SheetTitle>{company ? 'Update Company' : 'Create Company'}</SheetTitle>
          <SheetDescription>
            {company
              ? 'Change the details printed on your invoices.'
              : 'A company keeps its own books, stock and invoices.'}
          </SheetDescription>
        </SheetHeader>
        <form
          id="company-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          className="flex flex-1 flex-col gap-8 overflow-y-auto p-6"
        >
          <BrandingSection form={form} />
          <ContactSection form={form} />
          <LegalSection form={form} />
          <BankSection form={form} />
        </form>
        <SheetFooter className="flex-row justify-end gap-2 border-t">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="company-form" disabled={save.isPending || hasErrors}>
            {save.isPending ? 'Saving...' : company ? 'Update Company' : 'Create Company'}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
