import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout';

/** When the policies were last revised; shown under each title. */
export const POLICIES_UPDATED = '1 November 2026';

interface LegalDocumentProps {
  title: string;
  summary: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of /privacy, /terms and /security: title, revision date, an optional side column. */
export function LegalDocument({ title, summary, aside, children }: LegalDocumentProps) {
  return (
    <PublicLayout>
      <div className="bg-muted/40 border-b">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-primary text-sm font-semibold tracking-wide uppercase">Legal</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-muted-foreground text-sm">Last updated {POLICIES_UPDATED}</p>
          <div className="text-muted-foreground max-w-3xl text-base leading-relaxed sm:text-lg">{summary}</div>
        </div>
      </div>
      <div
        className={
          aside
            ? 'mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr] lg:gap-16'
            : 'mx-auto max-w-3xl px-4 py-12 sm:px-6'
        }
      >
        {aside}
        <div className="min-w-0 max-w-3xl">{children}</div>
      </div>
    </PublicLayout>
  );
}
