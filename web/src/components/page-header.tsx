import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A page's top row: Back, the title (with a badge beside it when given) and a line under it, and
 * the page's actions at the right (`children`). On a phone the title drops below Back and the actions.
 */
export function PageHeader({
  title,
  badge,
  description,
  onBack,
  children,
}: {
  title: string;
  badge?: ReactNode;
  /** The line under the title; read out when it changes (a count, a selection). */
  description: ReactNode;
  onBack: () => void;
  children?: ReactNode;
}) {
  const heading = <h1 className="text-2xl font-semibold">{title}</h1>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={onBack}>
        <ArrowLeft /> Back
      </Button>
      <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
        {badge ? (
          <div className="flex flex-wrap items-center gap-2">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {description}
        </p>
      </div>
      {children && <div className="ml-auto flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
