import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

// Loaded when opened: the importers' code stays out of the Settings tab until someone imports.
const TallyImport = lazy(() => import('./tally-import').then((module) => ({ default: module.TallyImport })));
const SheetImport = lazy(() => import('./sheet-import').then((module) => ({ default: module.SheetImport })));

function ImportDialog({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** Issue 35: Profile, Settings, Data Management: import from Tally or from a spreadsheet, each in a dialog of its own. */
export function DataImportDialogs({ companyId }: { companyId: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ImportDialog
        title="Import from Tally"
        description="Bring your masters with their opening balances, and your vouchers, over from a Tally XML export."
      >
        <TallyImport companyId={companyId} />
      </ImportDialog>
      <ImportDialog
        title="Import from a spreadsheet"
        description="Bring your customers, suppliers or products with their opening stock over from an Excel or CSV sheet."
      >
        <SheetImport companyId={companyId} />
      </ImportDialog>
    </div>
  );
}
