import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The title band at the top of each marketing page: one h1, a short lead paragraph. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
      {eyebrow && <p className="text-primary text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{title}</h1>
      {children && <div className="text-muted-foreground text-base text-pretty sm:text-lg">{children}</div>}
    </div>
  );
}
