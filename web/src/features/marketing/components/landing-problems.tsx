import { CalendarClock, FileSpreadsheet, Files, Keyboard, PackageX, Receipt } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { SectionHeading } from './section-heading';

const PROBLEMS = [
  {
    icon: Keyboard,
    title: 'Hours lost typing supplier bills',
    summary: 'Every purchase bill is keyed in by hand, line by line.',
    detail:
      'A pharmacy receiving twenty distributor bills a week can spend a full day re-typing item names, batch numbers, rates and GST. One wrong digit and the stock, the margin and the input tax credit are all wrong.',
  },
  {
    icon: PackageX,
    title: 'Stock you cannot see',
    summary: 'You learn an item ran out when a customer asks for it.',
    detail:
      'Without live stock figures, fast movers run out while slow movers pile up and tie up working capital. Counting the shelves at month end is too late to act on.',
  },
  {
    icon: CalendarClock,
    title: 'Expiry dates that slip by',
    summary: 'Expired batches found on the shelf mean write-offs and risk.',
    detail:
      'Medicines, food and cosmetics carry batch and expiry dates that a spreadsheet will not warn you about. Unsold expired stock is money lost, and selling it is far worse.',
  },
  {
    icon: Receipt,
    title: 'A scramble at every GST deadline',
    summary: 'Invoices, HSN codes and tax rates are checked in a hurry.',
    detail:
      'Missing GSTINs, wrong HSN/SAC codes and mismatched tax rates surface only when your accountant prepares the return. Fixing them means digging through paper files and chats.',
  },
  {
    icon: Files,
    title: 'Books spread across tools',
    summary: 'Tally on one PC, a spreadsheet on another, bills on WhatsApp.',
    detail:
      'When sales, purchases and payments live in different places, nobody has the full picture. Closing the month means copying numbers between tools and hoping they agree.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Reports you cannot trust',
    summary: 'Profit and stock value depend on who last edited the sheet.',
    detail:
      'Formulas break, rows get deleted and there is no record of who changed what. Decisions about buying, pricing and credit end up resting on guesswork.',
  },
] as const;

/** Spec 2.1: the problems section, as cards that open to say more. */
export function LandingProblems() {
  return (
    <section aria-labelledby="problems-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
      <SectionHeading
        id="problems-heading"
        eyebrow="The problem"
        title="Running a shop should not mean running after paper"
      >
        Small businesses and pharmacies tell us the same stories. Tap a card to read more.
      </SectionHeading>
      <Accordion type="multiple" className="mt-12 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PROBLEMS.map(({ icon: Icon, title, summary, detail }) => (
          <AccordionItem key={title} value={title} className="bg-card rounded-xl border px-5 shadow-sm last:border-b">
            <AccordionTrigger className="gap-3 py-5 hover:no-underline">
              <span className="flex gap-4">
                <span className="bg-destructive/10 text-destructive flex size-10 shrink-0 items-center justify-center rounded-lg">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-base font-semibold">{title}</span>
                  <span className="text-muted-foreground font-normal">{summary}</span>
                </span>
              </span>
            </AccordionTrigger>
            <AccordionContent className="text-muted-foreground pl-14 leading-relaxed">{detail}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
