import { lazy } from 'react';
import { LazyDialog } from '@/components/lazy-dialog';

// Loaded when opened: the importers' code stays out of the Settings tab until someone imports.
const TallyImport = lazy(() => import('./tally-import').then((module) => ({ default: module.TallyImport })));
const SheetImport = lazy(() => import('./sheet-import').then((module) => ({ default: module.SheetImport })));

/** Issue 35: Profile, Settings, Data Management: import from Tally or from a spreadsheet, each in a dialog of its own. */
export function DataImportDialogs({ companyId }: { companyId: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <LazyDialog
        title="Import from Tally"
        description="Bring your masters with their opening balances, and your vouchers, over from a Tally XML export."
      >
        <TallyImport companyId={companyId} />
      </LazyDialog>
      <LazyDialog
        title="Import from a spreadsheet"
        description="Bring your customers, suppliers or products with their opening stock over from an Excel or CSV sheet."
      >
        <SheetImport companyId={companyId} />
      </LazyDialog>
    </div>
  );
}
