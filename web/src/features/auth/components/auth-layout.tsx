import { Link } from '@tanstack/react-router';
import { IndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandPanel } from './brand-panel';

/**
 * Spec 2.2-2.4: the split layout of the sign-in pages, the animated brand panel on the left
 * (desktop only) and the page's form on the right, with the terms and privacy links under it.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className="grid min-h-svh lg:grid-cols-2">
      <BrandPanel />
      <section className="flex flex-col gap-8 p-6 sm:p-10">
        <Link to="/" className="flex items-center gap-2 self-start text-lg font-semibold tracking-tight">
          <span className="bg-primary text-primary-foreground flex size-8 items-center justify-center rounded-lg">
            <IndianRupee className="size-5" aria-hidden />
          </span>
          Hisaab
        </Link>
        <div className="flex flex-1 items-center justify-center">
          <div className="flex w-full max-w-md flex-col gap-6">{children}</div>
        </div>
        <p className="text-muted-foreground text-center text-xs">
          By continuing you agree to our{' '}
          <Link to="/terms" className="hover:text-foreground underline underline-offset-4">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="hover:text-foreground underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </main>
  );
}
