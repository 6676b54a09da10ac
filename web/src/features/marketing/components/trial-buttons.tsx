import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Spec 2.1: 'Start Free Trial' goes to /login, 'Book a Demo' to /contact. */
export function TrialButtons({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <Button size="lg" variant={inverted ? 'secondary' : 'default'} asChild>
        <Link to="/login">
          Start Free Trial <ArrowRight aria-hidden />
        </Link>
      </Button>
      <Button
        size="lg"
        variant="outline"
        className={cn(
          inverted &&
            'border-primary-foreground/40 text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground dark:border-primary-foreground/40 bg-transparent dark:bg-transparent',
        )}
        asChild
      >
        <Link to="/contact">Book a Demo</Link>
      </Button>
    </div>
  );
}
