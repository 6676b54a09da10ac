import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

const FAQS = [
  {
    question: 'Where is my data stored?',
    answer: 'In India, in the AWS Asia Pacific (Mumbai) region, ap-south-1. That includes the documents you upload.',
  },
  {
    question: 'Can Hisaab staff see my books?',
    answer:
      'Only when you ask us to help with a problem, and only what that problem needs. Access to production data is limited to a few engineers and is logged.',
  },
  {
    question: 'Do you offer multi-factor authentication and single sign-on?',
    answer:
      'Sign-in today is by e-mail and password. Multi-factor authentication and single sign-on are on our roadmap, starting with the Enterprise plan.',
  },
  {
    question: 'What happens to my data if I close my account?',
    answer:
      'You can export everything first. Account details are deleted within 90 days; invoices and books are kept for the eight years company law requires, unless you ask us to delete them sooner where the law allows it.',
  },
  {
    question: 'How do I report a security issue?',
    answer: 'Write to security@hisaab.in. We acknowledge every report within two business days.',
  },
] as const;

export function SecurityFaq() {
  return (
    <section aria-labelledby="security-faq-heading" className="mt-14 flex flex-col gap-4">
      <h2 id="security-faq-heading" className="text-2xl font-bold tracking-tight">
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
