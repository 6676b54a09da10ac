import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Separator } from '@/components/ui/separator';
import { BrandLink } from './brand-link';

/** Spec 2.1: only the Legal column navigates; the other entries are labels. */
const LABEL_COLUMNS = [
  { title: 'Product', items: ['GST Invoicing', 'Inventory', 'AI Bill Reading', 'Reports'] },
  { title: 'Company', items: ['About Us', 'Careers', 'Partners', 'Press'] },
  { title: 'Resources', items: ['Help Centre', 'GST Guides', 'Blog', 'Webinars'] },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/security', label: 'Security' },
  { to: '/cookies', label: 'Cookie Preferences' },
] as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="text-muted-foreground flex flex-col gap-2 text-sm">{children}</ul>
    </div>
  );
}

export function PublicFooter() {
  return (
    <footer className="bg-muted/40 border-t">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div className="flex flex-col gap-3">
          <BrandLink />
          <p className="text-muted-foreground max-w-xs text-sm">
            GST invoicing, accounting and inventory for India&apos;s traders and pharmacies.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:contents">
          {LABEL_COLUMNS.map((column) => (
            <FooterColumn key={column.title} title={column.title}>
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </FooterColumn>
          ))}
          <FooterColumn title="Legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-foreground underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </FooterColumn>
        </div>
      </div>
      <Separator />
      <div className="text-muted-foreground mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs sm:flex-row sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Hisaab. All rights reserved.</p>
        <p>Made in India. Your data stays in India (AWS Mumbai, ap-south-1).</p>
      </div>
    </footer>
  );
}
