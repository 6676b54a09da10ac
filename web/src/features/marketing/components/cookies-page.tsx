import { Link } from '@tanstack/react-router';
import { CookiePreferences } from './cookie-preferences';
import { CookieTable } from './cookie-table';
import { PageHeader } from './page-header';
import { PublicLayout } from './public-layout';

/** Spec 2.1 and 2.14: /cookies. */
export function CookiesPage() {
  return (
    <PublicLayout>
      <PageHeader eyebrow="Legal" title="Cookie Preferences">
        Cookies are small files a website keeps in your browser. Here is what Hisaab uses them for, and your choice over
        the ones we do not strictly need.
      </PageHeader>
      <div className="mx-auto flex max-w-3xl flex-col gap-12 px-4 pb-20 sm:px-6">
        <CookiePreferences />
        <CookieTable />
        <section
          aria-labelledby="cookie-more-heading"
          className="text-muted-foreground flex flex-col gap-3 leading-relaxed"
        >
          <h2 id="cookie-more-heading" className="text-foreground text-xl font-semibold">
            More about your choices
          </h2>
          <p>
            Your choices are saved in this browser&apos;s local storage, so they apply to this device only. If you clear
            your browser data, the defaults apply again: preferences on, analytics and marketing off.
          </p>
          <p>
            You can also block or delete cookies in your browser settings. Blocking necessary cookies will stop you from
            signing in. How we handle personal data is explained in our{' '}
            <Link to="/privacy" className="text-primary underline underline-offset-4">
              Privacy Policy
            </Link>
            .
          </p>
        </section>
      </div>
    </PublicLayout>
  );
}
