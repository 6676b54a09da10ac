import { CircleAlert } from 'lucide-react';
import type { EInvoiceView } from '@app/shared/einvoice/einvoice-docs';

/** 'line 2' -> 'Line 2', 'customer' -> 'Customer': where the user goes to fix it. */
const placeOf = (where: string) => `${where.charAt(0).toUpperCase()}${where.slice(1)}`;

interface EInvoiceProblemsProps {
  problems: EInvoiceView['problems'];
  /** What they hold back, as the heading and the list's name say it (the IRN's by default). */
  title?: string;
  label?: string;
}

/**
 * What stops the invoice's e-invoice (or its e-way bill) from leaving, each with where to fix it
 * (the company's details, the customer, the invoice or one of its lines), in the words the checks use.
 */
export function EInvoiceProblems({
  problems,
  title = 'Fix these before getting the IRN',
  label = 'What stops the e-invoice',
}: EInvoiceProblemsProps) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="border-destructive/40 bg-destructive/5 rounded-lg border p-3 text-sm">
      <p className="text-destructive flex items-center gap-2 font-medium">
        <CircleAlert className="size-4" aria-hidden="true" /> {title}
      </p>
      <ul aria-label={label} className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {problems.map((problem) => (
          <li key={`${problem.where}-${problem.message}`}>
            <span className="font-medium">{placeOf(problem.where)}:</span> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
