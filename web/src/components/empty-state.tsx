import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list with nothing to show: the spec's words, a hint, and what to do next when there is something. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <Icon className="text-muted-foreground size-10" aria-hidden="true" />
      <div>
        <h3 className="font-semibold">{title}</h3>
        {text && <p className="text-muted-foreground text-sm">{text}</p>}
      </div>
      {children}
    </div>
  );
}
