import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TALLY_IMPORT_KINDS, type TallyImport, type TallyImportProblem } from '@app/shared/imports/tally-import';
import { ProgressBar } from '@/components/progress-bar';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { indianDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { runImportStep, tallyImportQueryOptions, uploadTallyFile } from '../api/tally-imports';

type Kind = (typeof TALLY_IMPORT_KINDS)[number];

const KIND_LABELS: Record<Kind, string> = {
  group: 'Groups',
  ledger: 'Ledgers',
  unit: 'Units',
  'stock-item': 'Stock items',
  voucher: 'Vouchers',
};

const count = new Intl.NumberFormat('en-IN');

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * Issue 35, Profile's Data Management: a Tally XML export chosen, uploaded (with progress), read
 * through for a preview (what it holds, what is new and what the books have already, and every
 * master or voucher that cannot come in or will be left out, by its place in the file), then
 * imported with a progress bar: the masters with their opening balances, then the vouchers in date
 * order. Vouchers that came in otherwise than Tally has them (an invoice booked as its ledger
 * entries) are listed after.
 */
export function TallyImport({ companyId }: { companyId: string }) {
  const queryClient = useQueryClient();
  const [importId, setImportId] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const current = useQuery({ ...tallyImportQueryOptions(companyId, importId ?? ''), enabled: importId !== undefined });
  const upload = useMutation({
    mutationFn: (file: File) => uploadTallyFile(companyId, file, setProgress),
    onSuccess: (started) => {
      queryClient.setQueryData(tallyImportQueryOptions(companyId, started._id).queryKey, started);
      setImportId(started._id);
    },
    onError: (error) => notify.error(errorMessage(error)),
    onSettled: () => setProgress(undefined),
  });
  const bringIn = useMutation({
    mutationFn: (id: string) => runImportStep(companyId, id, 'import'),
    onSuccess: (running) => queryClient.setQueryData(tallyImportQueryOptions(companyId, running._id).queryKey, running),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const record = importId ? current.data : undefined;
  const choose = (file: File | undefined) => {
    if (!file) return;
    setImportId(undefined);
    upload.mutate(file);
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <section className="bg-card flex flex-col gap-3 rounded-lg border p-4" aria-label="Choose a Tally file">
        <p className="text-sm">
          Groups, ledgers with their opening balances, units, stock items with their opening stock, and vouchers with
          their numbers and dates. In Tally, export as XML (Data Interchange): Gateway of Tally, Export (Alt+E), Masters
          for the masters, Day Book for the vouchers. Tally Prime and Tally ERP 9 files are both read. Export the
          company with its closing balances as openings to start your books here where Tally left them.
        </p>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Tally XML file
          <input
            type="file"
            accept=".xml,text/xml,application/xml"
            disabled={upload.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
            className="text-sm"
          />
        </label>
        {progress !== undefined && <ProgressBar label="Uploading the file" percent={Math.round(progress * 100)} />}
      </section>
      {record && (
        <ImportState record={record} importing={bringIn.isPending} onImport={() => bringIn.mutate(record._id)} />
      )}
    </div>
  );
}

function ImportState({
  record,
  importing,
  onImport,
}: {
  record: TallyImport;
  importing: boolean;
  onImport: () => void;
}) {
  if (record.status === 'previewing' || record.status === 'uploaded') {
    return <p role="status">Reading {record.file_name}…</p>;
  }
  if (record.status === 'failed') {
    return (
      <p role="alert" className="text-destructive text-sm">
        {record.error}
      </p>
    );
  }
  const { preview, outcome, progress } = record;
  return (
    <section className="flex flex-col gap-4" aria-label="What the file holds">
      {preview && (
        <>
          <p className="text-sm">
            {preview.company ? `Exported from ${preview.company}. ` : ''}
            {preview.vouchers_from && preview.vouchers_to
              ? `Vouchers from ${indianDate(preview.vouchers_from)} to ${indianDate(preview.vouchers_to)}.`
              : ''}
          </p>
          <Table aria-label="Masters and vouchers in the file">
            <TableHeader>
              <TableRow>
                <TableHead>Kind</TableHead>
                <TableHead className="text-right">In the file</TableHead>
                <TableHead className="text-right">Cannot be imported</TableHead>
                <TableHead className="text-right">Left out</TableHead>
                <TableHead className="text-right">{outcome ? 'Created' : 'New'}</TableHead>
                <TableHead className="text-right">Already in the books</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {TALLY_IMPORT_KINDS.map((kind) => (
                <TableRow key={kind}>
                  <TableCell>{KIND_LABELS[kind]}</TableCell>
                  <TableCell className="text-right">{preview.read[kind]}</TableCell>
                  <TableCell className="text-right">{preview.refused[kind]}</TableCell>
                  <TableCell className="text-right">{preview.skipped[kind]}</TableCell>
                  <TableCell className="text-right">
                    {outcome
                      ? outcome.created[kind]
                      : Math.max(
                          (preview.read[kind] ?? 0) - (preview.matched[kind] ?? 0) - (preview.skipped[kind] ?? 0),
                          0,
                        )}
                  </TableCell>
                  <TableCell className="text-right">{(outcome ?? preview).matched[kind]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Problems
            label="What cannot be imported"
            problems={[...preview.problems, ...(outcome?.problems ?? [])]}
            count={preview.problem_count + (outcome?.problem_count ?? 0)}
          />
        </>
      )}
      {record.status === 'previewed' && (
        <Button className="self-start" onClick={onImport} disabled={importing}>
          Import
        </Button>
      )}
      {record.status === 'importing' && <ImportProgress progress={progress} />}
      {record.status === 'imported' && outcome && (
        <>
          <Problems label="Imported otherwise than in Tally" problems={outcome.notes} count={outcome.note_count} />
          <p role="status" className="text-sm">
            Imported.{' '}
            <Link to="/accounts" className="text-primary underline underline-offset-4">
              See the trial balance in Accounts
            </Link>
            .
          </p>
        </>
      )}
    </section>
  );
}

/** The import's progress: the masters first (no count yet), then the vouchers posted of the file's. */
export function ImportProgress({ progress }: { progress: TallyImport['progress'] }) {
  const fraction = progress && progress.total > 0 ? progress.done / progress.total : 0;
  return (
    <div className="flex flex-col gap-1">
      <p role="status" className="text-sm">
        {progress
          ? `Importing vouchers: ${count.format(progress.done)} of ${count.format(progress.total)}`
          : 'Importing masters…'}
      </p>
      <ProgressBar label="Importing" percent={Math.round(fraction * 100)} />
    </div>
  );
}

/** A list of masters and vouchers by their place in the file, with why; `count` of them in all. */
function Problems({
  label,
  problems,
  count,
}: {
  label: string;
  problems: readonly TallyImportProblem[];
  count: number;
}) {
  if (problems.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead>Place in the file</TableHead>
            <TableHead>Kind</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Why</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {problems.map((problem) => (
            <TableRow key={`${problem.kind}-${problem.row}-${problem.message}`}>
              <TableCell>{problem.row}</TableCell>
              <TableCell>{KIND_LABELS[problem.kind]}</TableCell>
              <TableCell>{problem.name}</TableCell>
              <TableCell className="whitespace-normal">{problem.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {count > problems.length && (
        <p className="text-muted-foreground text-sm">And {count - problems.length} more not shown.</p>
      )}
    </div>
  );
}
