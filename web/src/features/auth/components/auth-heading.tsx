import type { ReactNode } from 'react';

/** The title of an auth page, with an optional line under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {children && <p className="text-muted-foreground">{children}</p>}
    </div>
  );
}
