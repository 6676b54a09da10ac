import { BadgeCheck, Eye, HeartHandshake, Lock, Sparkles, Target } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const VALUES = [
  {
    icon: BadgeCheck,
    title: 'Numbers you can trust',
    text: 'Money is calculated exactly, in paise, never rounded by accident. Debits equal credits, and stock equals what was bought less what was sold.',
  },
  {
    icon: Target,
    title: 'Simple by design',
    text: 'If a shop assistant cannot raise an invoice in their first minute, we have more work to do. We remove steps before we add features.',
  },
  {
    icon: Lock,
    title: 'Privacy as a promise',
    text: 'Your books are yours. We keep them in India, never sell them, and follow the Digital Personal Data Protection Act, 2023.',
  },
  {
    icon: Eye,
    title: 'Transparent pricing',
    text: 'Plans are published on our pricing page, and every plan starts with a free trial. No hidden fees, no surprise renewals.',
  },
  {
    icon: HeartHandshake,
    title: 'Customers first',
    text: 'We answer every enquiry within 24 business hours, and the features we build come from conversations with owners and their accountants.',
  },
  {
    icon: Sparkles,
    title: 'Useful AI, checked by people',
    text: 'AI reads your bills so you type less, but nothing is posted until you have reviewed it. You stay in control of your books.',
  },
] as const;

export function AboutValues() {
  return (
    <section aria-labelledby="values-heading" className="flex flex-col gap-6">
      <h2 id="values-heading" className="sr-only">
        Our values
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
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
    </section>
  );
}
