import { lazy } from 'react';
import { LazyDialog } from '@/components/lazy-dialog';

// Loaded when opened, as the import dialogs are.
const DataExport = lazy(() => import('./data-export').then((module) => ({ default: module.DataExport })));

/** Issue 35: Profile, Settings, Data Management: Export Data, in a dialog of its own. */
export function DataExportDialog({ companyId }: { companyId: string }) {
  return (
    <LazyDialog
      title="Export data"
      description="Take everything your company holds in Hisaab with you, whenever you like."
    >
      <DataExport companyId={companyId} />
    </LazyDialog>
  );
}
