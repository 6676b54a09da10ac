import { PackageOpen, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Spec 2.10: 'No products found' (or categories, groups) with a button to add the first one. */
export function EmptyState({
  title,
  text,
  actionLabel,
  onAction,
}: {
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
      <PackageOpen className="text-muted-foreground size-10" />
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-muted-foreground text-sm">{text}</p>
      </div>
      <Button onClick={onAction}>
        <Plus /> {actionLabel}
      </Button>
    </div>
  );
}
