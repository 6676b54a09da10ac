import type { BillDraft, ReadNumber } from '@app/shared/bills/bill-draft';
import { formatAmount } from '@app/shared/money';

export interface DraftProblem {
  /** The draft's field the reviewer should look at ('subtotal', 'grand_total'). */
  field: 'subtotal' | 'tax_total' | 'sgst' | 'igst' | 'grand_total';
  message: string;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
const sumPaise = (reads: readonly (ReadNumber | null)[]) =>
  reads.reduce((sum, read) => sum + (read === null ? 0 : toPaise(read.value)), 0);

/** Within one rupee or 0.5% of the printed figure, whichever is more: OCR and rounding slack. */
function agrees(computedPaise: number, printed: number): boolean {
  const printedPaise = toPaise(printed);
  return Math.abs(computedPaise - printedPaise) <= Math.max(100, Math.abs(printedPaise) * 0.005);
}

const amount = (paise: number) => formatAmount(paise / 100);
const listed = (names: readonly string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** CGST, SGST and IGST against the printed tax total, and against each other. */
function taxProblems({ cgst, sgst, igst, tax_total }: BillDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const components = { CGST: cgst, SGST: sgst, IGST: igst };
  const present = Object.entries(components).filter(([, read]) => read !== null);
  const componentPaise = sumPaise(Object.values(components));
  if (tax_total && present.length > 0 && !agrees(componentPaise, tax_total.value)) {
    const names = listed(present.map(([name]) => name));
    const verb = present.length === 1 ? 'is' : 'add up to';
    const message = `${names} ${verb} ${amount(componentPaise)} but the bill's total tax is ${amount(toPaise(tax_total.value))}`;
    problems.push({ field: 'tax_total', message });
  }
  if (cgst && sgst && !agrees(toPaise(cgst.value), sgst.value)) {
    const message = `CGST is ${amount(toPaise(cgst.value))} but SGST is ${amount(toPaise(sgst.value))}; a bill within one state charges them equally`;
    problems.push({ field: 'sgst', message });
  }
  if (igst && (cgst ?? sgst)) {
    const message = 'The bill charges IGST as well as CGST or SGST; a bill charges IGST or CGST and SGST, not both';
    problems.push({ field: 'igst', message });
  }
  return problems;
}

/** Subtotal (or the items) + taxes + round off against the grand total. */
function totalProblem(draft: BillDraft, linesPaise: number, taxPaise: number): DraftProblem | undefined {
  const { lines, subtotal, cgst, sgst, igst, tax_total, round_off, grand_total } = draft;
  const basePaise = subtotal ? toPaise(subtotal.value) : lines.length > 0 ? linesPaise : undefined;
  if (!grand_total || basePaise === undefined) return undefined;
  const roundPaise = round_off ? toPaise(round_off.value) : 0;
  const computedPaise = basePaise + taxPaise + roundPaise;
  // Items priced with tax included add up to the total by themselves.
  const taxIncluded = !subtotal && agrees(basePaise + roundPaise, grand_total.value);
  if (agrees(computedPaise, grand_total.value) || taxIncluded) return undefined;
  const hasTax = [tax_total, cgst, sgst, igst].some((read) => read !== null);
  const parts = [subtotal ? 'subtotal' : 'items', ...(hasTax ? ['taxes'] : []), ...(round_off ? ['round off'] : [])];
  const verb = parts.length === 1 && subtotal ? 'is' : 'add up to';
  return {
    field: 'grand_total',
    message: `The ${listed(parts)} ${verb} ${amount(computedPaise)} but the bill's total is ${amount(toPaise(grand_total.value))}`,
  };
}

/**
 * What does not add up on a draft, for the review page: the items against the subtotal, the taxes
 * against each other, and subtotal + taxes + round off against the grand total. Item amounts that
 * include tax (retail bills) may match the subtotal plus tax instead. Figures the bill did not
 * print are not checked.
 */
export function draftProblems(draft: BillDraft): DraftProblem[] {
  const { lines, subtotal, cgst, sgst, igst, tax_total } = draft;
  const linesPaise = sumPaise(lines.map((line) => line.amount));
  const taxPaise = tax_total ? toPaise(tax_total.value) : sumPaise([cgst, sgst, igst]);
  const problems: DraftProblem[] = [];
  if (subtotal && lines.length > 0) {
    const itemsAgree = agrees(linesPaise, subtotal.value) || agrees(linesPaise - taxPaise, subtotal.value);
    if (!itemsAgree) {
      const message = `The items add up to ${amount(linesPaise)} but the bill's subtotal is ${amount(toPaise(subtotal.value))}`;
      problems.push({ field: 'subtotal', message });
    }
  }
  problems.push(...taxProblems(draft));
  const total = totalProblem(draft, linesPaise, taxPaise);
  return total ? [...problems, total] : problems;
}
