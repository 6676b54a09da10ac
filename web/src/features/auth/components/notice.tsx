import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const TONES = {
  info: 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100',
  success: 'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/60 dark:text-green-100',
} as const;

/** A banner on an auth page: who is signing in, what to do next, a rule that is met. */
export function Notice({
  tone = 'info',
  icon: Icon,
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-lg border p-3 text-sm', TONES[tone], className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
