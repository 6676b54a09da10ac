import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

// Loaded when opened: the import's code stays out of the Settings tab until someone imports.
const TallyImport = lazy(() => import('./tally-import').then((module) => ({ default: module.TallyImport })));

/** Issue 35: Profile, Settings, Data Management: Import from Tally, in a dialog of its own. */
export function TallyImportDialog({ companyId }: { companyId: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Import from Tally
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import from Tally</DialogTitle>
          <DialogDescription>
            Bring your masters with their opening balances, and your vouchers, over from a Tally XML export.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <TallyImport companyId={companyId} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
