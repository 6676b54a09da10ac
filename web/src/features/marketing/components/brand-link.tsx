import { Link } from '@tanstack/react-router';
import { IndianRupee } from 'lucide-react';

/** The product mark, linking home, as the header and footer show it. */
export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight" aria-label="Hisaab home">
      <span className="bg-primary text-primary-foreground flex size-8 items-center justify-center rounded-lg">
        <IndianRupee className="size-5" aria-hidden />
      </span>
      Hisaab
    </Link>
  );
}
