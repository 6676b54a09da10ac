import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTheme, type ThemeChoice } from '@/lib/theme';

const CHOICES: { value: ThemeChoice; label: string; hint: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System', hint: 'Follow device settings', icon: Monitor },
  { value: 'light', label: 'Light', hint: 'Always use light theme', icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Always use dark theme', icon: Moon },
];

/** Spec 2.8: the colour-mode menu; the choice is kept across visits. */
export function ThemeMenu() {
  const { theme, setTheme } = useTheme();
  const Current = CHOICES.find((choice) => choice.value === theme)?.icon ?? Monitor;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Colour mode">
          <Current />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as ThemeChoice)}>
          {CHOICES.map(({ value, label, hint, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value} className="items-start">
              <Icon className="mt-0.5" />
              <span className="flex flex-col">
                <span>{label}</span>
                <span className="text-muted-foreground text-xs">{hint}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
