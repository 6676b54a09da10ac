import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';

/** Spec 2.15: business hours, in India Standard Time. */
const BUSINESS_HOURS = [
  { days: 'Monday to Friday', hours: '9:00 AM to 6:00 PM IST' },
  { days: 'Saturday', hours: '10:00 AM to 2:00 PM IST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

function DetailRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // The icon sits inside the <dt>: a <dl>'s rows hold only their <dt> and <dd>.
    <div className="relative flex min-h-9 flex-col gap-0.5 pl-12 text-sm">
      <dt className="font-medium">
        <span className="bg-primary/10 text-primary absolute top-0 left-0 flex size-9 items-center justify-center rounded-lg">
          <Icon className="size-4" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}

export function ContactDetails() {
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Contact details</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="flex flex-col gap-4">
          <DetailRow icon={Mail} label="Email">
            <a href="mailto:hello@hisaab.in" className="hover:text-foreground underline-offset-4 hover:underline">
              hello@hisaab.in
            </a>
          </DetailRow>
          <DetailRow icon={Phone} label="Phone">
            <a href="tel:+918045671234" className="hover:text-foreground underline-offset-4 hover:underline">
              +91 80 4567 1234
            </a>
          </DetailRow>
          <DetailRow icon={MapPin} label="Office">
            Hisaab, 3rd Floor, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038
          </DetailRow>
        </dl>
        <Separator />
        <section aria-labelledby="hours-heading" className="flex flex-col gap-3">
          <h3 id="hours-heading" className="flex items-center gap-2 text-sm font-medium">
            <Clock className="text-primary size-4" aria-hidden /> Business hours
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {BUSINESS_HOURS.map((row) => (
              <div key={row.days} className="contents">
                <dt className="text-muted-foreground">{row.days}</dt>
                <dd className="text-right">{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="bg-muted rounded-lg p-3 text-sm">We reply to every enquiry within 24 business hours.</p>
        </section>
      </CardContent>
    </Card>
  );
}
