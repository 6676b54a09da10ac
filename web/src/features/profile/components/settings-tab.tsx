import { PERMISSION_LABELS, ROLE_LABELS } from '@app/shared/api/permissions';
import type { UserProfile } from '@app/shared/api/users';
import type { Company } from '@app/shared/companies';
import { financialYearLabel } from '@app/shared/financial-year';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Block, Row } from '@/components/settings-rows';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { indianDate, indianDateTime } from '@/lib/format';
import { useTheme } from '@/lib/theme';
import { notify } from '@/lib/toast';
import { userTypeLabel } from './profile-header';
import { CompanyInvitations } from './company-invitations';
import { InviteMemberForm } from './invite-member-form';
import { TeamBlock } from './team-block';

export interface SettingsTabProps {
  user: UserProfile;
  company: Company | null;
  /** The plan, its payments and invoices (the billing feature's blocks, composed by the route). */
  billing: ReactNode;
  /** Whether the owner's plan has a team (issue 31); without one, inviting is explained, not offered. */
  teamIncluded: boolean;
  /** The company's locked books (issue 32: the companies feature's block, composed by the route). */
  booksLock?: ReactNode;
  /** The company's e-invoicing (issue 36: the einvoice feature's block, composed by the route). */
  einvoice?: ReactNode;
  /** Issue 35: importing from Tally or a spreadsheet (the imports feature's dialogs, composed by the route), for those who manage the books. */
  dataImport?: ReactNode;
  /** Issue 35: exporting everything (the exports feature's dialog, composed by the route), for those who see the reports. */
  dataExport?: ReactNode;
}

/**
 * Spec (Profile, Settings): account, plan and billing, team, session, features, financial
 * information, data management.
 */
export function SettingsTab({
  user,
  company,
  billing,
  teamIncluded,
  booksLock,
  einvoice,
  dataImport,
  dataExport,
}: SettingsTabProps) {
  const { setTheme } = useTheme();
  const settings = user.user_settings;
  const features = company?.company_settings.features;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Block title="Account">
        <Row label="Account type">{userTypeLabel(user.user_type)}</Row>
        <Row label="Create Vouchers">
          <Switch checked={settings.permissions.create_vouchers} disabled aria-label="Create Vouchers" />
        </Row>
        {company && (
          <>
            <Row label="Role in this company">{ROLE_LABELS[company.role]}</Row>
            <Row label="Permissions">
              <span className="flex flex-wrap justify-end gap-1">
                {company.permissions.map((permission) => (
                  <Badge key={permission} variant="outline">
                    {PERMISSION_LABELS[permission]}
                  </Badge>
                ))}
              </span>
            </Row>
          </>
        )}
      </Block>
      {billing}
      {company?.permissions.includes('manage_members') && (
        <Block title="Team">
          <TeamBlock companyId={company._id} />
          <CompanyInvitations companyId={company._id} />
          {teamIncluded ? <InviteMemberForm companyId={company._id} /> : <TeamNotIncluded />}
        </Block>
      )}
      <Block title="Session">
        <Row label="Last login">{settings.last_login ? indianDateTime(settings.last_login) : '—'}</Row>
        <Row label="Device">{settings.last_login_device ?? '—'}</Row>
        <Row label="IP address">{settings.last_login_ip ?? '—'}</Row>
        <Row label="Current company">{company?.name ?? 'None'}</Row>
      </Block>
      <Block title="Features">
        <Row label="Tax (GST)">
          <Switch checked={features?.enable_tax ?? false} disabled aria-label="Tax" />
        </Row>
        <Row label="Inventory">
          <Switch checked={features?.enable_inventory ?? false} disabled aria-label="Inventory" />
        </Row>
      </Block>
      <Block title="Financial information">
        <Row label="Financial year">{company ? financialYearLabel(company.financial_year_start) : '—'}</Row>
        <Row label="Books beginning">{company ? indianDate(company.books_begin_from) : '—'}</Row>
      </Block>
      {booksLock}
      {einvoice}
      <Block title="Data Management">
        {dataImport && <Row label="Import data">{dataImport}</Row>}
        {dataExport && <Row label="Export Data">{dataExport}</Row>}
        <Row label="Reset Settings">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setTheme('system');
              notify.success('Settings reset to their defaults.');
            }}
          >
            Reset
          </Button>
        </Row>
      </Block>
    </div>
  );
}

/** Issue 31: on a plan without a team, the way to one instead of an invitation form that would be refused. */
function TeamNotIncluded() {
  return (
    <div className="flex flex-col items-start gap-2 border-t pt-4">
      <p className="text-muted-foreground text-sm">
        Your plan has no team: upgrade to Professional or Enterprise to invite people and give them roles.
      </p>
      <Button asChild size="sm" variant="outline">
        <Link to="/pricing">See plans</Link>
      </Button>
    </div>
  );
}
