import { Check, ChevronsUpDown, MailOpen, Plus } from 'lucide-react';
import type { UserCompany } from '@app/shared/api/users';
import { financialYearLabel } from '@app/shared/financial-year';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { notify } from '@/lib/toast';
import { COMPANY_MESSAGES, useSwitchCompany } from '../api/company-mutations';
import { CompanyAvatar } from './company-avatar';

interface CompanySwitcherProps {
  companies: UserCompany[];
  currentId: string | null;
  onAddCompany: () => void;
  /** Issue 31: how many invitations wait for the user's answer, and where they are answered. */
  invitations: number;
  onOpenInvitations: () => void;
}

/**
 * Spec 2.8: the user's companies (logo or initials, name, 'FY: 2026 - 2027') and 'Add Company';
 * choosing one makes it current, reloads the data and says 'Company changed successfully!'.
 * Issue 31: the companies that invited the user are one item away, as Zoho Books lists them
 * beside the user's organisations.
 */
export function CompanySwitcher({
  companies,
  currentId,
  onAddCompany,
  invitations,
  onOpenInvitations,
}: CompanySwitcherProps) {
  const switchCompany = useSwitchCompany();
  const current = companies.find((company) => company.company_id === currentId);
  const choose = (id: string) => {
    if (id === currentId) return;
    switchCompany.mutate(id, {
      onSuccess: () => notify.success(COMPANY_MESSAGES.switched),
      onError: () => notify.error(GENERIC_ERROR_MESSAGE),
    });
  };
  return (
    <>
      {switchCompany.isPending && <FullScreenSpinner label="Switching company..." />}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {/* Named by what it shows, then what it does (WCAG 2.5.3: a label must hold the visible text). */}
          <Button variant="outline" className="h-auto w-full justify-between gap-3 px-3 py-2">
            {current ? (
              <>
                <CompanyAvatar name={current.company_name} image={current.image} />
                <span className="flex min-w-0 flex-1 flex-col items-start">
                  <span className="w-full truncate text-left font-semibold">{current.company_name}</span>
                  <span className="text-muted-foreground text-xs">
                    {financialYearLabel(current.financial_year_start)}
                  </span>
                </span>
              </>
            ) : (
              <span className="flex items-center gap-2">
                <Plus className="size-4" /> Add Company
              </span>
            )}
            <span className="sr-only">Switch company</span>
            <ChevronsUpDown className="opacity-50" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-64">
          {companies.length > 0 && <DropdownMenuLabel>Companies</DropdownMenuLabel>}
          {companies.map((company) => (
            <DropdownMenuItem key={company.company_id} onSelect={() => choose(company.company_id)} className="gap-3">
              <CompanyAvatar name={company.company_name} image={company.image} className="size-8" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{company.company_name}</span>
                <span className="text-muted-foreground text-xs">
                  {financialYearLabel(company.financial_year_start)}
                </span>
              </span>
              {company.company_id === currentId && <Check className="text-primary" />}
            </DropdownMenuItem>
          ))}
          {companies.length > 0 && <DropdownMenuSeparator />}
          {invitations > 0 && (
            <DropdownMenuItem onSelect={onOpenInvitations} className="gap-3">
              <span className="bg-muted flex size-8 items-center justify-center rounded-md">
                <MailOpen className="size-4" />
              </span>
              <span className="flex flex-1 flex-col">
                <span className="font-medium">Invitations</span>
                <span className="text-muted-foreground text-xs">
                  {invitations === 1 ? '1 company invited you' : `${invitations} companies invited you`}
                </span>
              </span>
              <span className="bg-primary text-primary-foreground rounded-full px-2 text-xs font-semibold">
                {invitations}
              </span>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={onAddCompany} className="gap-3">
            <span className="bg-muted flex size-8 items-center justify-center rounded-md">
              <Plus className="size-4" />
            </span>
            <span className="flex flex-col">
              <span className="font-medium">Add Company</span>
              <span className="text-muted-foreground text-xs">Create New Company</span>
            </span>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
