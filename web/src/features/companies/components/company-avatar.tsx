import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { avatarColour, initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

/** A company's logo, or its initials on a colour picked from its name. */
export function CompanyAvatar({ name, image, className }: { name: string; image: string | null; className?: string }) {
  return (
    <Avatar className={cn('size-9 rounded-md', className)}>
      {image && <AvatarImage src={image} alt="" />}
      <AvatarFallback
        className="rounded-md text-xs font-semibold text-white"
        style={{ backgroundColor: avatarColour(name) }}
      >
        {initialsOf(name, '?')}
      </AvatarFallback>
    </Avatar>
  );
}
