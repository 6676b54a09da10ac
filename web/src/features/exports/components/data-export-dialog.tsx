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

// Loaded when opened, as the import dialogs are.
const DataExport = lazy(() => import('./data-export').then((module) => ({ default: module.DataExport })));

/** Issue 35: Profile, Settings, Data Management: Export Data, in a dialog of its own. */
export function DataExportDialog({ companyId }: { companyId: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Export data
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Export data</DialogTitle>
          <DialogDescription>
            Take everything your company holds in Hisaab with you, whenever you like.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <DataExport companyId={companyId} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
