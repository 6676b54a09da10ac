import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { avatarColour, initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

/** A product's, category's or group's image, or its initials on a colour picked from its name. */
export function ItemAvatar({ name, image, className }: { name: string; image: string | null; className?: string }) {
  return (
    <Avatar className={cn('size-10 rounded-md', className)}>
      {image && <AvatarImage src={image} alt="" className="object-cover" />}
      <AvatarFallback
        className="rounded-md text-xs font-semibold text-white"
        style={{ backgroundColor: avatarColour(name) }}
      >
        {initialsOf(name, '?')}
      </AvatarFallback>
    </Avatar>
  );
}
