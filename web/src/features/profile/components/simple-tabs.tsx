import { FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useTheme } from '@/lib/theme';

/** Spec (Profile, Templates): sales and purchase templates, not yet available. */
export function TemplatesTab() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {['Sales invoice template', 'Purchase bill template'].map((name) => (
        <div key={name} className="flex items-center gap-3 rounded-lg border p-4">
          <FileText className="text-primary size-5" />
          <span className="flex-1 font-medium">{name}</span>
          <Badge variant="outline">Coming Soon</Badge>
        </div>
      ))}
    </div>
  );
}

/** Spec (Profile, Preferences): notifications (not yet) and the Dark Mode switch. */
export function PreferencesTab() {
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark' || (theme === 'system' && document.documentElement.classList.contains('dark'));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between rounded-lg border p-4">
        <div>
          <p className="font-medium">Notifications</p>
          <p className="text-muted-foreground text-sm">E-mail and SMS alerts</p>
        </div>
        <Badge variant="outline">Coming Soon</Badge>
      </div>
      <div className="flex items-center justify-between rounded-lg border p-4">
        <Label htmlFor="dark-mode" className="flex flex-col items-start gap-1">
          <span className="font-medium">Dark Mode</span>
          <span className="text-muted-foreground text-sm font-normal">Use the dark theme everywhere</span>
        </Label>
        <Switch id="dark-mode" checked={dark} onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')} />
      </div>
    </div>
  );
}
