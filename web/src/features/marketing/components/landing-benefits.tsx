import { CircleCheck } from 'lucide-react';
import { SectionHeading } from './section-heading';

const BENEFITS = [
  'Spend minutes, not hours, on purchase entry each week',
  'Print GST invoices with GSTIN, HSN/SAC codes and tax rates in the right place',
  'Know your stock and its value at any moment, not just at month end',
  'Cut expiry write-offs with early warnings on batches',
  'Run more than one company and switch between them in one click',
  'Give your accountant clean books for the financial year, April to March',
  'Keep your data in India, in the AWS Mumbai region',
  'Start in a day: no installation, works in the browser on any device',
] as const;

export function LandingBenefits() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
      <SectionHeading id="benefits-heading" eyebrow="Why Hisaab" title="What changes when you switch">
        Owners who move from paper, spreadsheets or desktop software get back time and certainty.
      </SectionHeading>
      <ul className="mx-auto mt-12 grid max-w-4xl gap-x-10 gap-y-5 sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-3">
            <CircleCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
