import { Boxes, CalendarClock, ChartLine, ScanText, ShieldCheck, Undo2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SectionHeading } from './section-heading';

/** Spec 1: the capabilities the marketing copy claims. */
const SOLUTIONS = [
  {
    icon: ScanText,
    title: 'Document upload with AI extraction',
    text: 'Upload a photo or PDF of a bill, or e-mail it to your company’s own bill address. Hisaab reads the supplier, items, quantities, rates and GST for you to check and post.',
  },
  {
    icon: Boxes,
    title: 'Real-time stock tracking',
    text: 'Every sale and purchase moves stock at once, with low-stock alerts you set per item so you reorder in time.',
  },
  {
    icon: CalendarClock,
    title: 'Batch and expiry tracking',
    text: 'Record batch numbers and expiry dates on purchase and see what expires soon, first, before it becomes a loss.',
  },
  {
    icon: ChartLine,
    title: 'Sales analytics and dashboard',
    text: 'Sales, purchases, receivables, payables and stock value on one screen, by day, month or financial year from April to March.',
  },
  {
    icon: Undo2,
    title: 'Returns management',
    text: 'Sales and purchase returns adjust stock and the party ledger together, so credit notes never go astray.',
  },
  {
    icon: ShieldCheck,
    title: 'Role-based access controls',
    text: 'Users and administrators get different menus and permissions, and everyone works only inside the companies they belong to.',
  },
] as const;

export function LandingSolutions() {
  return (
    <section aria-labelledby="solutions-heading" className="bg-muted/40 border-y">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading
          id="solutions-heading"
          eyebrow="The solution"
          title="Everything your counter and back office need"
        >
          GST invoicing, accounting and inventory in one place, designed for how Indian businesses work.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SOLUTIONS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full gap-3">
                <CardHeader className="flex items-center gap-3">
                  <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <CardTitle>
                    <h3>{title}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent className="text-muted-foreground text-sm leading-relaxed">{text}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
