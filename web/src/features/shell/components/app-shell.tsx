import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useIsNarrow } from '@/hooks/use-media-query';
import type { NavItem } from '../nav-items';
import { HeaderBar } from './header-bar';
import { SideNav } from './side-nav';
import { ThemeMenu } from './theme-menu';
import { UserFooter, type ShellUser } from './user-footer';

export interface AppShellProps {
  items: NavItem[];
  /** The current company: breadcrumbs name its records. */
  companyId: string | null;
  companySwitcher: ReactNode;
  notifications: ReactNode;
  user: ShellUser | undefined;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

function DrawerBody(props: AppShellProps & { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-4">
      <div className="px-3 pt-4">{props.companySwitcher}</div>
      <SideNav items={props.items} onNavigate={props.onNavigate} />
      <UserFooter user={props.user} onLogout={props.onLogout} loggingOut={props.loggingOut} />
    </div>
  );
}

/**
 * Spec 2.8: the signed-in layout. A 280 px side drawer on desktop; on small screens a top bar
 * reading 'Home' whose menu button opens the drawer from the right. One or the other is rendered
 * (useIsNarrow), not both with CSS hiding one.
 *
 * Issue 37: the drawer is a column of the page, its panel as tall as the page however long (a
 * fixed one is the window's height, and stops there when the whole page is drawn, as in a
 * full-page screenshot); its content sticks to the window and scrolls on its own when taller.
 */
export function AppShell(props: AppShellProps) {
  const [open, setOpen] = useState(false);
  const narrow = useIsNarrow();
  return (
    <div className="bg-muted/30 min-h-svh lg:flex">
      {!narrow && (
        <aside className="bg-background hidden w-[280px] shrink-0 border-r lg:block">
          <div className="sticky top-0 h-svh overflow-y-auto">
            <DrawerBody {...props} />
          </div>
        </aside>
      )}
      {narrow && (
        <div
          data-slot="app-top-bar"
          className="bg-background sticky top-0 z-30 flex h-14 items-center gap-2 border-b px-4 lg:hidden"
        >
          {/* The phone's way home: the desktop's is the breadcrumb's first link. */}
          <Link to="/" className="font-semibold">
            Home
          </Link>
          <div className="ml-auto flex items-center gap-1">
            {props.notifications}
            <ThemeMenu />
            <Button variant="ghost" size="icon" aria-label="Open menu" onClick={() => setOpen(true)}>
              <Menu />
            </Button>
          </div>
        </div>
      )}
      {narrow && (
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetContent side="right" className="w-[280px] p-0">
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Pages, company and account</SheetDescription>
            {/* Room above the switcher for the sheet's close button. */}
            <div className="h-full pt-8">
              <DrawerBody {...props} onNavigate={() => setOpen(false)} />
            </div>
          </SheetContent>
        </Sheet>
      )}
      <div className="min-w-0 lg:flex-1">
        {!narrow && <HeaderBar notifications={props.notifications} items={props.items} companyId={props.companyId} />}
        <main className="p-4 lg:p-6">{props.children}</main>
      </div>
    </div>
  );
}
