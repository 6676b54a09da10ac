import { Bell, CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { Notification, NotificationType } from '@app/shared/notifications';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { timeAgo } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useMarkNotificationsRead, useNotifications } from '../api/list-notifications';

const ICONS: Record<NotificationType, { icon: typeof Info; className: string }> = {
  success: { icon: CircleCheck, className: 'text-green-600' },
  info: { icon: Info, className: 'text-sky-600' },
  warning: { icon: TriangleAlert, className: 'text-amber-600' },
  error: { icon: CircleAlert, className: 'text-red-600' },
};

function NotificationRow({ notice }: { notice: Notification }) {
  const { icon: Icon, className } = ICONS[notice.type];
  return (
    <li className={cn('flex gap-3 px-4 py-3', !notice.read && 'bg-primary/5')}>
      <Icon className={cn('mt-0.5 size-4 shrink-0', className)} />
      <div className="min-w-0">
        <p className="text-sm font-medium">{notice.title}</p>
        <p className="text-muted-foreground text-sm">{notice.description}</p>
        <p className="text-muted-foreground mt-1 text-xs">{timeAgo(notice.time)}</p>
      </div>
    </li>
  );
}

/** Spec 2.8: the bell and its panel (350 px wide, at most 400 px tall), fed by the server. */
export function NotificationsBell() {
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const docs = data?.docs ?? [];
  const unread = data?.unread ?? 0;
  // The badge's own text is in the button's name (WCAG 2.5.3: a name holds the visible text).
  const badge = unread > 99 ? '99+' : String(unread);
  const onOpenChange = (open: boolean) => {
    const shownUnread = docs.filter((notice) => !notice.read);
    if (!open && shownUnread.length > 0) markRead.mutate(shownUnread);
  };
  return (
    <Popover onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`Notifications${unread ? `, ${badge} unread` : ''}`}
        >
          <Bell />
          {unread > 0 && (
            <span className="bg-destructive absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full px-0.5 text-[10px] font-semibold text-white">
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[350px] max-w-[calc(100vw-2rem)] p-0">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="text-sm font-semibold">Notifications</h2>
          {unread > 0 && <span className="text-muted-foreground text-xs">{unread} new</span>}
        </div>
        {docs.length === 0 ? (
          <p className="text-muted-foreground px-4 py-8 text-center text-sm">No notifications</p>
        ) : (
          <ul className="max-h-[400px] divide-y overflow-y-auto">
            {docs.map((notice) => (
              <NotificationRow key={notice.id} notice={notice} />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
