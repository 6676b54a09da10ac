import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** Spec 2: SMS and e-mail notices are not built yet: a switch that cannot be turned on, and says so. */
export function ComingSoonToggle({ id, label }: { id: string; label: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
      <Label htmlFor={id} className="text-muted-foreground">
        {label}
        <Badge variant="secondary">Coming Soon</Badge>
      </Label>
      <Switch id={id} disabled checked={false} />
    </div>
  );
}
