import { passwordStrength, strengthTone, type StrengthTone } from '@app/shared/password-strength';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Spec 2.3: the bar's colour by score (4+ success, 3 info, 2 warning, below 2 error). */
const BAR: Record<StrengthTone, string> = {
  success: 'bg-green-600 dark:bg-green-500',
  info: 'bg-blue-600 dark:bg-blue-500',
  warning: 'bg-amber-500 dark:bg-amber-400',
  error: 'bg-red-600 dark:bg-red-500',
};

const TEXT: Record<StrengthTone, string> = {
  success: 'text-green-700 dark:text-green-400',
  info: 'text-blue-700 dark:text-blue-400',
  warning: 'text-amber-700 dark:text-amber-400',
  error: 'text-red-700 dark:text-red-400',
};

/** Five points (8+ characters, upper, lower, digit, special); the rules still unmet shown as chips. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, percent, label, missing } = passwordStrength(password);
  const tone = strengthTone(score);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted-foreground">Password strength</span>
        <span className={cn('font-medium', TEXT[tone])}>{label}</span>
      </div>
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={label}
        data-tone={tone}
        className="bg-muted h-1.5 overflow-hidden rounded-full"
      >
        <div
          className={cn('h-full rounded-full transition-all motion-reduce:transition-none', BAR[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
      {missing.length > 0 && (
        <ul aria-label="Still missing" className="flex flex-wrap gap-1.5">
          {missing.map((rule) => (
            <li key={rule}>
              <Badge variant="outline" className="text-muted-foreground font-normal">
                {rule}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
