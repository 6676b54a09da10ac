import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TALLY_IMPORT_KINDS, type TallyImport, type TallyImportProblem } from '@app/shared/imports/tally-import';
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

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/**
 * Issue 35, Profile's Data Management: a Tally XML export chosen, uploaded (with progress), read
 * through for a preview (what it holds, and every master or voucher that cannot come in, by its
 * place in the file), then imported. The masters come in with their opening balances; vouchers are
 * checked but not imported yet, and the panel says so.
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
          Groups, ledgers with their opening balances, units and stock items with their opening stock. In Tally, export
          your masters as XML: Gateway of Tally, Export (Alt+E), Masters, format XML (Data Interchange). Tally Prime and
          Tally ERP 9 files are both read. Export the company with its closing balances as openings to start your books
          here where Tally left them.
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
        {progress !== undefined && (
          <div
            role="progressbar"
            aria-label="Uploading the file"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="bg-muted h-1.5 w-full overflow-hidden rounded-full"
          >
            <div className="bg-primary h-full rounded-full" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
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
  const { preview, outcome } = record;
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
                {outcome && <TableHead className="text-right">Created</TableHead>}
                {outcome && <TableHead className="text-right">Already in the books</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {TALLY_IMPORT_KINDS.map((kind) => (
                <TableRow key={kind}>
                  <TableCell>{KIND_LABELS[kind]}</TableCell>
                  <TableCell className="text-right">{preview.read[kind]}</TableCell>
                  <TableCell className="text-right">{preview.refused[kind]}</TableCell>
                  {outcome && <TableCell className="text-right">{outcome.created[kind]}</TableCell>}
                  {outcome && <TableCell className="text-right">{outcome.matched[kind]}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="text-muted-foreground text-sm">Vouchers are checked here but not imported yet.</p>
          <Problems problems={[...preview.problems, ...(outcome?.problems ?? [])]} />
        </>
      )}
      {record.status === 'previewed' && (
        <Button className="self-start" onClick={onImport} disabled={importing}>
          Import masters
        </Button>
      )}
      {record.status === 'importing' && <p role="status">Importing…</p>}
      {record.status === 'imported' && (
        <p role="status" className="text-sm">
          Imported.{' '}
          <Link to="/accounts" className="text-primary underline underline-offset-4">
            See the trial balance in Accounts
          </Link>
          .
        </p>
      )}
    </section>
  );
}

function Problems({ problems }: { problems: readonly TallyImportProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Table aria-label="What cannot be imported">
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
  );
}
