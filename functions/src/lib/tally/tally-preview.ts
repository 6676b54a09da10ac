import { normalizeGstin } from '@app/shared/gst/gstin';
import { TallyFileError, tallyObjects } from './tally-reader';
import { type TallyKind, type TallyProblem, type TallyRecord, isProblem, tallyRecordOf } from './tally-records';
import { textOf } from './tally-nodes';

/**
 * What a Tally export holds, read through once before anything is written (issue 35): how many
 * masters and vouchers of each kind it has, every one that cannot be imported and why (by its place
 * in the file), the company it was exported from and the dates its vouchers span. A file that cannot
 * be read, or that is another company's, fails whole: TallyFileError, with a message to show.
 */
export interface TallyPreview {
  company: string | undefined;
  counts: Record<TallyKind, { read: number; refused: number }>;
  /** The problems, the first MAX_PROBLEMS of them; `problemCount` counts them all. */
  problems: TallyProblem[];
  problemCount: number;
  vouchers: { from: string; to: string } | undefined;
}

export const MAX_PROBLEMS = 500;

export const otherCompanyMessage = (file: string, company: string) =>
  `This file's vouchers are of GSTIN ${file}, not this company's (${company}). Open the company it was exported from.`;

const KINDS: readonly TallyKind[] = ['group', 'ledger', 'unit', 'stock-item', 'voucher'];

export async function previewTallyExport(
  chunks: AsyncIterable<Uint8Array>,
  company: { gstin?: string | undefined },
  /** Each record that can be imported, as it is read. */
  onRecord: (record: TallyRecord) => void = () => undefined,
): Promise<TallyPreview> {
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, { read: 0, refused: 0 }])) as TallyPreview['counts'];
  const preview: TallyPreview = { company: undefined, counts, problems: [], problemCount: 0, vouchers: undefined };
  const ownGstin = company.gstin ? normalizeGstin(company.gstin) : undefined;
  for await (const object of tallyObjects(chunks)) {
    if (object.row === 0) {
      preview.company =
        textOf(
          object.node.children.find((child) => child.name === 'STATICVARIABLES'),
          'SVCURRENTCOMPANY',
        ) || undefined;
      continue;
    }
    const read = tallyRecordOf(object);
    if (!read) continue;
    if (isProblem(read)) {
      counts[read.kind].refused += 1;
      preview.problemCount += 1;
      if (preview.problems.length < MAX_PROBLEMS) preview.problems.push(read);
      continue;
    }
    counts[read.kind].read += 1;
    onRecord(read);
    if (read.kind !== 'voucher') continue;
    if (ownGstin && read.companyGstin && normalizeGstin(read.companyGstin) !== ownGstin) {
      throw new TallyFileError(otherCompanyMessage(read.companyGstin, ownGstin));
    }
    const span = preview.vouchers;
    preview.vouchers = {
      from: span && span.from < read.date ? span.from : read.date,
      to: span && span.to > read.date ? span.to : read.date,
    };
  }
  return preview;
}
