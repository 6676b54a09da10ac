import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** An h2 with its eyebrow and lead, centred above a landing-page section. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
      <p className="text-primary text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className="text-muted-foreground text-lg text-pretty">{children}</p>}
    </div>
  );
}
