import { useNavigate } from '@tanstack/react-router';
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Company } from '@app/shared/companies';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { fullName } from '@app/shared/api/users';
import { LOGOUT_SUCCESS, useSignOut } from '@/features/auth/api/sign-out';
import { useCurrentCompany } from '@/features/companies/api/companies-queries';
import { CompanySwitcher } from '@/features/companies/components/company-switcher';
import { useMyInvitations } from '@/features/invitations/api/my-invitations';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { AppShell } from '@/features/shell/components/app-shell';
import { navItemsFor } from '@/features/shell/nav-items';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { CompanyAccessProvider } from '@/lib/company-access';
import { notify } from '@/lib/toast';

// Issue 38: the company form (its date picker, dial codes, states, logo drop and form library) loads
// when the drawer first opens, not with every signed-in page.
const CompanyDrawer = lazy(() =>
  import('@/features/companies/components/company-drawer').then((module) => ({ default: module.CompanyDrawer })),
);

interface CompanyDrawerControl {
  /** Opens the company drawer: to create a company, or to edit the given one. */
  openCompanyDrawer: (company?: Company) => void;
}

const CompanyDrawerContext = createContext<CompanyDrawerControl>({ openCompanyDrawer: () => undefined });

/** Pages inside the app layout open the one company drawer through this. */
export const useCompanyDrawer = () => useContext(CompanyDrawerContext);

/** The signed-in layout: the shell, composed with the user's companies, notices and logout. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const { data: company } = useCurrentCompany();
  const { data: invitations = [] } = useMyInvitations();
  const signOut = useSignOut();
  const navigate = useNavigate();
  // `opened` stays true after the first opening, so the drawer can close with its animation.
  const [drawer, setDrawer] = useState<{ open: boolean; opened: boolean; company?: Company }>({
    open: false,
    opened: false,
  });
  const control = useMemo(
    () => ({ openCompanyDrawer: (edit?: Company) => setDrawer({ open: true, opened: true, company: edit }) }),
    [],
  );

  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        notify.success(LOGOUT_SUCCESS);
        void navigate({ to: '/' });
      },
      onError: () => notify.error(GENERIC_ERROR_MESSAGE),
    });

  return (
    <CompanyDrawerContext.Provider value={control}>
      <CompanyAccessProvider role={company?.role} userId={user._id}>
        <AppShell
          items={navItemsFor(user.user_type, {
            taxEnabled: company?.company_settings.features.enable_tax ?? false,
            role: company?.role,
          })}
          companyId={company?._id ?? user.user_settings.current_company_id}
          companySwitcher={
            <CompanySwitcher
              companies={user.companies}
              currentId={user.user_settings.current_company_id}
              onAddCompany={() => control.openCompanyDrawer()}
              invitations={invitations.length}
              onOpenInvitations={() => void navigate({ to: '/invitations' })}
            />
          }
          notifications={<NotificationsBell />}
          user={{
            name: fullName(user.name),
            email: user.email,
            image: user.image,
          }}
          onLogout={logout}
          loggingOut={signOut.isPending}
        >
          {children}
        </AppShell>
      </CompanyAccessProvider>
      {drawer.opened && (
        <Suspense fallback={null}>
          <CompanyDrawer
            open={drawer.open}
            company={drawer.company}
            onOpenChange={(open) => setDrawer((d) => ({ ...d, open }))}
          />
        </Suspense>
      )}
    </CompanyDrawerContext.Provider>
  );
}
