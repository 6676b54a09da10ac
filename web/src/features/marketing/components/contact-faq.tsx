import { TRIAL } from '@app/shared/billing/plan-table';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const FAQS = [
  {
    question: 'How soon will I hear back?',
    answer:
      'We reply to every enquiry within 24 business hours. Enquiries sent after 6:00 PM IST on a weekday, after 2:00 PM IST on Saturday or on a Sunday are answered on the next working day.',
  },
  {
    question: 'Can I see Hisaab working before I sign up?',
    answer: `Yes. Choose 'Consultation' or 'Sales' as your query type and we will book a demo with your own kind of invoices and stock. You can also start a ${TRIAL.days}-day free trial straight away on any plan.`,
  },
] as const;

/** Spec 2.1: the contact page's two FAQs. */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-heading" className="flex flex-col gap-4">
      <h2 id="contact-faq-heading" className="text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion type="single" collapsible className="bg-card rounded-xl border px-5">
        {FAQS.map((faq) => (
          <AccordionItem key={faq.question} value={faq.question}>
            <AccordionTrigger className="text-base">{faq.question}</AccordionTrigger>
            <AccordionContent className="text-muted-foreground leading-relaxed">{faq.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
