import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A page's top row: Back, the title (with a badge beside it when given) and a line under it, and
 * the page's actions (`children`) at the right. On a phone (issue 19) the title keeps the top row
 * beside an arrow-only Back, and the actions take the row below, sharing its width, so a long
 * title never runs under a button. On wider screens (issue 37) the title block is never narrower
 * than its content's narrowest: a title part kept on one line (an invoice's number) stays whole, and
 * the actions wrap to the row below instead. Words too long for a line may still break anywhere,
 * so they do not count towards that width.
 */
export function PageHeader({
  title,
  badge,
  leading,
  description,
  onBack,
  children,
}: {
  title: ReactNode;
  /** Before the title: the record's avatar. */
  leading?: ReactNode;
  badge?: ReactNode;
  /** The line under the title; read out when it changes (a count, a selection). */
  description?: ReactNode;
  /** Left out on pages reached only from the menu (no Back). */
  onBack?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex items-start gap-3 sm:flex-1 sm:items-center">
        {onBack && <BackButton onBack={onBack} />}
        {leading && <div className="shrink-0">{leading}</div>}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h1 className="text-xl font-semibold wrap-anywhere sm:text-2xl">{title}</h1>
            {badge}
          </div>
          {description !== undefined && (
            <div className="text-muted-foreground text-sm wrap-anywhere" aria-live="polite">
              {description}
            </div>
          )}
        </div>
      </div>
      {children && <PageActions>{children}</PageActions>}
    </div>
  );
}

/** 'Back', which on a phone is its arrow alone (its name stays 'Back'). */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onBack} className="shrink-0 max-sm:size-8 max-sm:px-0">
      <ArrowLeft />
      <span className="max-sm:sr-only">Back</span>
    </Button>
  );
}

/** A header's buttons: at the right on wider screens; on a phone a full-width row, each growing to fill it. */
export function PageActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 max-sm:*:grow sm:ml-auto sm:justify-end">{children}</div>;
}
