import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

interface ProductStepperProps {
  titles: readonly string[];
  current: number;
  complete: (step: number) => boolean;
  canGoTo: (step: number) => boolean;
  onSelect: (step: number) => void;
}

/** Spec 2.13: numbered steps, ticked when complete, clickable when the current step allows it. */
export function ProductStepper({ titles, current, complete, canGoTo, onSelect }: ProductStepperProps) {
  return (
    <ol aria-label="Steps" className="flex items-center gap-2 border-b px-4 py-3">
      {titles.map((title, step) => {
        const done = complete(step);
        return (
          <li
            key={title}
            className={cn('flex min-w-0 items-center gap-2', step === current ? 'flex-auto sm:flex-1' : 'flex-1')}
          >
            <button
              type="button"
              aria-current={step === current ? 'step' : undefined}
              aria-label={done ? `${title} (completed)` : title}
              disabled={step !== current && !canGoTo(step)}
              onClick={() => onSelect(step)}
              className="flex min-w-0 items-center gap-2 rounded-md text-left text-sm disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  step === current && 'border-primary text-primary',
                  done && 'bg-primary border-primary text-primary-foreground',
                )}
              >
                {done ? <Check className="size-4" /> : step + 1}
              </span>
              {/* On a phone only the current step is named. */}
              <span
                className={cn('truncate', step === current ? 'font-medium' : 'text-muted-foreground hidden sm:inline')}
              >
                {title}
              </span>
            </button>
            {step < titles.length - 1 && <span aria-hidden="true" className="bg-border h-px flex-1" />}
          </li>
        );
      })}
    </ol>
  );
}
