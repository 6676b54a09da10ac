import { Crown, Pencil } from 'lucide-react';
import { fullName, type UserProfile } from '@app/shared/api/users';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { avatarColour, initialsOf } from '@/lib/initials';

/** Spec: Admin, User, Guest; any other value shows Guest. */
export const userTypeLabel = (type: UserProfile['user_type']) =>
  type === 'admin' ? 'Admin' : type === 'user' ? 'User' : 'Guest';

export function ProfileHeader({ user, onEdit }: { user: UserProfile; onEdit: () => void }) {
  const name = fullName(user.name);
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Avatar className="size-16">
          {user.image && <AvatarImage src={user.image} alt="" />}
          <AvatarFallback className="text-lg font-semibold text-white" style={{ backgroundColor: avatarColour(name) }}>
            {initialsOf(name)}
          </AvatarFallback>
        </Avatar>
        <div className="flex flex-1 flex-col gap-1">
          <h1 className="text-xl font-semibold">{name}</h1>
          <div className="flex gap-2">
            <Badge variant="secondary">{userTypeLabel(user.user_type)}</Badge>
            <Badge className="gap-1">
              <Crown className="size-3" /> Premium
            </Badge>
          </div>
        </div>
        <Button variant="outline" onClick={onEdit}>
          <Pencil /> Edit Profile
        </Button>
      </CardContent>
    </Card>
  );
}
