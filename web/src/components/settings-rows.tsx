import { useId } from 'react';

/** A label and its value, one line of a Settings block. */
export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b py-3 last:border-0">
      <span className="text-muted-foreground text-sm">{label}</span>
      <span className="text-right text-sm font-medium">{children}</span>
    </div>
  );
}

/** A titled block of the Settings tab: a region named by its title. */
export function Block({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border p-4">
      <h3 id={titleId} className="mb-1 font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
