import { CalendarDays, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { headerDate } from '@/lib/format';
import { Breadcrumbs } from './breadcrumbs';
import { ThemeMenu } from './theme-menu';

/** Spec 2.8, desktop header: breadcrumb, search, today's date, notifications, colour mode. */
export function HeaderBar({ notifications }: { notifications: ReactNode }) {
  return (
    <header className="bg-background/95 sticky top-0 z-30 hidden h-16 items-center gap-4 border-b px-6 backdrop-blur lg:flex">
      <Breadcrumbs />
      <div className="ml-auto flex items-center gap-2">
        <div className="relative">
          <Search className="text-muted-foreground absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
          <Input type="search" placeholder="Search…" aria-label="Search" className="w-56 pl-8" />
        </div>
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
