import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const WHO_WE_SERVE = [
  {
    title: 'Traders and distributors',
    text: 'Wholesalers and retailers who buy from many suppliers, sell on credit and need to know what every party owes.',
  },
  {
    title: 'Pharmacies',
    text: 'Chemists and medical stores that track batches and expiry dates for thousands of items and cannot afford a stock-out.',
  },
  {
    title: 'Growing small businesses',
    text: 'Owners who run more than one firm, or are about to, and want one login and one view across all of them.',
  },
] as const;

export function AboutCompany() {
  return (
    <div className="flex flex-col gap-12">
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="story-heading" className="flex flex-col gap-4">
          <h2 id="story-heading" className="text-2xl font-bold tracking-tight">
            Our story
          </h2>
          <p className="text-muted-foreground leading-relaxed">
            Most of India&apos;s small businesses still keep their books in a desktop accounting package, a billing app
            on a single phone, or a spreadsheet that one person understands. Purchase bills arrive on paper and on
            WhatsApp, stock is counted by hand, and the numbers come together only when the accountant asks for them
            before a GST return.
          </p>
          <p className="text-muted-foreground leading-relaxed">
            Hisaab, Hindi and Urdu for &lsquo;the account&rsquo;, started from a simple idea: a shop owner should be
            able to trust their numbers every day, not once a quarter. We combine GST invoicing, accounting and
            inventory in one web application, and use AI to read the documents that take up most of the typing.
          </p>
        </section>
        <section aria-labelledby="mission-heading" className="flex flex-col gap-4">
          <h2 id="mission-heading" className="text-2xl font-bold tracking-tight">
            Our mission
          </h2>
          <p className="text-muted-foreground leading-relaxed">
            To empower businesses with advanced document handling and insightful billing analysis, at a price a
            neighbourhood shop can afford.
          </p>
          <p className="text-muted-foreground leading-relaxed">
            We build for Indian practice first: rupee amounts in the Indian numbering system, GSTIN and HSN/SAC codes,
            the April to March financial year, and data kept in India in the AWS Mumbai region.
          </p>
        </section>
      </div>
      <section aria-labelledby="serve-heading" className="flex flex-col gap-6">
        <h2 id="serve-heading" className="text-2xl font-bold tracking-tight">
          Who we serve
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {WHO_WE_SERVE.map((group) => (
            <li key={group.title}>
              <Card className="h-full gap-3">
                <CardHeader>
                  <CardTitle>
                    <h3>{group.title}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent className="text-muted-foreground text-sm leading-relaxed">{group.text}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
