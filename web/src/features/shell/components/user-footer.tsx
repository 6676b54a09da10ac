import { LogOut } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cutEmail } from '@/lib/format';
import { avatarColour, initialsOf } from '@/lib/initials';

export interface ShellUser {
  name: string;
  email: string;
  image: string | null;
}

/** Spec 2.8: the drawer's footer: avatar (initials, colour by name), name, e-mail, Logout. */
export function UserFooter({
  user,
  onLogout,
  loggingOut,
}: {
  user: ShellUser | undefined;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  // The fallback display name when no user is loaded, or when they left their name empty.
  const name = user?.name.trim() ? user.name : 'Hisaab User';
  return (
    <div className="flex items-center gap-3 border-t p-3">
      <Avatar className="size-9">
        {user?.image && <AvatarImage src={user.image} alt="" />}
        <AvatarFallback
          className="text-xs font-semibold text-white"
          style={{ backgroundColor: avatarColour(user?.name) }}
        >
          {initialsOf(user?.name)}
        </AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-muted-foreground truncate text-xs" title={user?.email}>
          {cutEmail(user?.email ?? '')}
        </p>
      </div>
      <Button variant="ghost" size="icon" onClick={onLogout} disabled={loggingOut} aria-label="Logout" title="Logout">
        <LogOut />
      </Button>
    </div>
  );
}
