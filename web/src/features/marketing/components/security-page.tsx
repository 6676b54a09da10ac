import { LegalDocument } from './legal-document';
import { LegalSections } from './legal-section';
import { SECURITY_SECTIONS } from './security-content';
import { SecurityFaq } from './security-faq';

/** Spec 2.1, /security: the Security Policy with an FAQ. */
export function SecurityPage() {
  return (
    <LegalDocument
      title="Security Policy"
      summary="Your books are the heart of your business. This is how we keep them safe, private and available."
    >
      <LegalSections sections={SECURITY_SECTIONS} />
      <SecurityFaq />
    </LegalDocument>
  );
}
