import { Check, Circle } from 'lucide-react';
import { passwordStrength } from '@app/shared/password-strength';
import { cn } from '@/lib/utils';

// An empty password meets none of the rules, so this lists them all, in the meter's order.
const ALL_RULES = passwordStrength('').missing;

/** Spec 2.5: the five strength rules, each ticked once the password meets it. */
export function PasswordRequirements({ password }: { password: string }) {
  const missing = new Set(passwordStrength(password).missing);
  return (
    <ul aria-label="Password requirements" className="grid gap-1.5 text-sm sm:grid-cols-2">
      {ALL_RULES.map((rule) => {
        const met = !missing.has(rule);
        return (
          <li
            key={rule}
            data-met={met}
            className={cn(
              'flex items-center gap-2',
              met ? 'text-green-700 dark:text-green-400' : 'text-muted-foreground',
            )}
          >
            {met ? <Check className="size-4" aria-hidden /> : <Circle className="size-4" aria-hidden />}
            {rule}
            <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
