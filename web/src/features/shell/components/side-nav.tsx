import { Link, useLocation } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { isActive, LOWER_ITEMS, type NavItem } from '../nav-items';

const itemClass = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors';

function Item({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  if (!item.to) {
    return (
      <span aria-disabled="true" className={cn(itemClass, 'text-muted-foreground/70 cursor-not-allowed')}>
        <Icon className="size-4" />
        {item.label}
        <Badge variant="outline" className="ml-auto text-[10px]">
          Soon
        </Badge>
      </span>
    );
  }
  const active = isActive(item, pathname);
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(itemClass, active ? 'bg-primary/10 text-primary' : 'hover:bg-accent hover:text-accent-foreground')}
    >
      <Icon className="size-4" />
      {item.label}
    </Link>
  );
}

/** The drawer's menu: the role's items above, Account and About below. */
export function SideNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-1 flex-col justify-between gap-4 overflow-y-auto px-3">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.path}>
            <Item item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <ul className="flex flex-col gap-1 border-t pt-3">
        {LOWER_ITEMS.map((item) => (
          <li key={item.path}>
            <Item item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
