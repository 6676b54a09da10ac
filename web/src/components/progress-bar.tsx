/** A thin bar of how far something is (an upload, an import), for a screen reader a named progressbar. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="bg-muted h-1.5 w-full overflow-hidden rounded-full"
    >
      <div className="bg-primary h-full rounded-full transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
