import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { LegalDocument } from './legal-document';
import { LegalSections } from './legal-section';
import { TERMS_SECTIONS } from './terms-content';

/** Spec 2.1, /terms: Terms of Service with 'Privacy Policy' and 'Accept Terms' buttons. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The agreement between Hisaab and the businesses that use it: accounts, plans, your data and our responsibilities."
    >
      <LegalSections sections={TERMS_SECTIONS} />
      <div className="mt-12 flex flex-col gap-3 border-t pt-8 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to="/privacy">Privacy Policy</Link>
        </Button>
        <Button asChild>
          {/* Terms are accepted by creating an account; /signup is not a typed route of this build yet. */}
          <a href="/signup">Accept Terms</a>
        </Button>
      </div>
    </LegalDocument>
  );
}
