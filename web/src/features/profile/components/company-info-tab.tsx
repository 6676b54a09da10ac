import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Company } from '@app/shared/companies';
import { financialYearLabel } from '@app/shared/financial-year';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DESKTOP_COLUMN } from '@/components/table-columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { notify } from '@/lib/toast';
import { PROFILE_MESSAGES } from '../api/profile-mutations';

interface CompanyInfoTabProps {
  companies: Company[];
  currentId: string | null;
  onCreate: () => void;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => void;
}

/** Spec (Profile, Company Info): the user's companies, or an empty state with 'Create Company'. */
export function CompanyInfoTab({ companies, currentId, onCreate, onEdit, onDelete }: CompanyInfoTabProps) {
  if (companies.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">You have no company yet.</p>
        <Button onClick={onCreate}>
          <Plus /> Create Company
        </Button>
      </div>
    );
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Company</TableHead>
          <TableHead className={DESKTOP_COLUMN}>Financial year</TableHead>
          <TableHead className={DESKTOP_COLUMN}>State</TableHead>
          <TableHead className={DESKTOP_COLUMN}>GSTIN</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {companies.map((company) => (
          <TableRow key={company._id}>
            <TableCell className="font-medium whitespace-normal">
              {company.name} {company._id === currentId && <Badge variant="secondary">Current</Badge>}
            </TableCell>
            <TableCell className={DESKTOP_COLUMN}>{financialYearLabel(company.financial_year_start)}</TableCell>
            <TableCell className={DESKTOP_COLUMN}>{company.state}</TableCell>
            <TableCell className={DESKTOP_COLUMN}>{company.tin ?? '—'}</TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`View ${company.name}`}
                onClick={() => notify.info(PROFILE_MESSAGES.comingSoon)}
              >
                <Eye />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Edit ${company.name}`} onClick={() => onEdit(company)}>
                <Pencil />
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="icon" aria-label={`Delete ${company.name}`}>
                    <Trash2 className="text-destructive" />
                  </Button>
                }
                title={`Delete ${company.name}?`}
                description="The company and everything in it (books, stock, invoices) will no longer be reachable by anyone. This action cannot be undone."
                confirmLabel="Delete"
                onConfirm={() => onDelete(company)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
