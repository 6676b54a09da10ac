import { useState, type ReactNode } from 'react';
import type { UserProfile } from '@app/shared/api/users';
import type { Company } from '@app/shared/companies';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CompanyInfoTab } from './company-info-tab';
import { EditProfileDrawer } from './edit-profile-drawer';
import { PersonalInfoTab } from './personal-info-tab';
import { ProfileHeader } from './profile-header';
import { SettingsTab } from './settings-tab';
import { PreferencesTab, TemplatesTab } from './simple-tabs';

export interface ProfilePageProps {
  user: UserProfile;
  companies: Company[];
  currentCompany: Company | null;
  onCreateCompany: () => void;
  onEditCompany: (company: Company) => void;
  onDeleteCompany: (company: Company) => void;
  onDeleteAccount: () => void;
  deletingAccount: boolean;
  /** The Settings tab's plan, payments and invoices (composed by the route from the billing feature). */
  billing: ReactNode;
  /** The Settings tab's locked books (issue 32; composed by the route from the companies feature). */
  booksLock?: ReactNode;
  /** The Settings tab's e-invoicing (issue 36; composed by the route from the einvoice feature). */
  einvoice?: ReactNode;
  /** The Settings tab's import from Tally (issue 35; composed by the route from the imports feature). */
  dataImport?: ReactNode;
  dataExport?: ReactNode;
  teamIncluded: boolean;
}

/** Spec (Profile, /account): the header card, five tabs and the Edit Basic Details drawer. */
export function ProfilePage(props: ProfilePageProps) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <ProfileHeader user={props.user} onEdit={() => setEditing(true)} />
      <Tabs defaultValue="companies">
        {/* Two to a row on a phone, the fifth across both; one row from sm up. */}
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
          <TabsTrigger value="companies">Company Info</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="preferences">Preferences</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="personal" className="col-span-2">
            Personal Info
          </TabsTrigger>
        </TabsList>
        <TabsContent value="companies">
          <CompanyInfoTab
            companies={props.companies}
            currentId={props.user.user_settings.current_company_id}
            onCreate={props.onCreateCompany}
            onEdit={props.onEditCompany}
            onDelete={props.onDeleteCompany}
          />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesTab />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab
            user={props.user}
            company={props.currentCompany}
            billing={props.billing}
            booksLock={props.booksLock}
            einvoice={props.einvoice}
            dataImport={props.dataImport}
            dataExport={props.dataExport}
            teamIncluded={props.teamIncluded}
          />
        </TabsContent>
        <TabsContent value="personal">
          <PersonalInfoTab user={props.user} onDeleteAccount={props.onDeleteAccount} deleting={props.deletingAccount} />
        </TabsContent>
      </Tabs>
      <EditProfileDrawer user={props.user} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
