import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { headerDate } from '@/lib/format';
import type { NavItem } from '../nav-items';
import { Breadcrumbs } from './breadcrumbs';
import { PageSearch } from './page-search';
import { ThemeMenu } from './theme-menu';

/** Spec 2.8, desktop header: breadcrumb, search, today's date, notifications, colour mode. */
export function HeaderBar({
  notifications,
  items,
  companyId,
}: {
  notifications: ReactNode;
  items: NavItem[];
  companyId: string | null;
}) {
  return (
    <header className="bg-background/95 sticky top-0 z-30 hidden h-16 items-center gap-4 border-b px-6 backdrop-blur lg:flex">
      <Breadcrumbs companyId={companyId} />
      <div className="ml-auto flex items-center gap-2">
        <PageSearch items={items} />
        <Button variant="outline" size="sm" className="pointer-events-none gap-2" tabIndex={-1}>
          <CalendarDays />
          {headerDate()}
        </Button>
        {notifications}
        <ThemeMenu />
      </div>
    </header>
  );
}
