import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { PageHeader } from './page-header';
import { PublicLayout } from './public-layout';

// Issue 38: the two FAQs (and the accordion under them) load after the form; they sit below it on a
// phone and under the contact details beside it on a wide screen, so nothing above them moves.
const ContactFaq = lazy(() => import('./contact-faq').then((module) => ({ default: module.ContactFaq })));

/** Spec 2.1 and 2.15: enquiry form, contact details, business hours, two FAQs. */
export function ContactPage() {
  return (
    <PublicLayout>
      <PageHeader eyebrow="Contact" title="Contact Us">
        Questions about plans, a demo for your team, or help moving from Tally or Vyapar? Write to us.
      </PageHeader>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl">Send us a message</h2>
            </CardTitle>
            <CardDescription>Fields marked (optional) can be left empty.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-8">
          <ContactDetails />
          <Suspense fallback={null}>
            <ContactFaq />
          </Suspense>
        </div>
      </div>
    </PublicLayout>
  );
}
