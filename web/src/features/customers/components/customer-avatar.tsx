import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { avatarColour, initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

/** Spec 2: a customer's image, or their initials on one of the 10 avatar colours picked from the name. */
export function CustomerAvatar({
  name,
  image,
  className,
}: {
  name: string;
  image?: string | null;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-10', className)}>
      {image && <AvatarImage src={image} alt="" className="object-cover" />}
      <AvatarFallback className="text-xs font-semibold text-white" style={{ backgroundColor: avatarColour(name) }}>
        {initialsOf(name, '?')}
      </AvatarFallback>
    </Avatar>
  );
}
