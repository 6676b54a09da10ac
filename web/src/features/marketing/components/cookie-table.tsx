import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Spec 2.14: auth_token lasts 30 days; language and theme last 1 year. */
const COOKIES = [
  {
    name: 'auth_token',
    category: 'Necessary',
    purpose: 'Keeps you signed in securely between visits when you choose to be remembered.',
    duration: '30 days',
  },
  { name: 'language', category: 'Preferences', purpose: 'Remembers the language you chose.', duration: '1 year' },
  { name: 'theme', category: 'Preferences', purpose: 'Remembers the light, dark or system theme.', duration: '1 year' },
] as const;

export function CookieTable() {
  return (
    <section aria-labelledby="cookie-list-heading" className="flex flex-col gap-4">
      <h2 id="cookie-list-heading" className="text-xl font-semibold">
        Cookies we use
      </h2>
      <div className="bg-card rounded-xl border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="px-4">Name</TableHead>
              <TableHead className="px-4">Category</TableHead>
              <TableHead className="px-4">Purpose</TableHead>
              <TableHead className="px-4">Duration</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {COOKIES.map((cookie) => (
              <TableRow key={cookie.name}>
                <TableCell className="px-4 font-mono text-xs">{cookie.name}</TableCell>
                <TableCell className="px-4">{cookie.category}</TableCell>
                <TableCell className="text-muted-foreground min-w-64 px-4 whitespace-normal">
                  {cookie.purpose}
                </TableCell>
                <TableCell className="px-4">{cookie.duration}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
