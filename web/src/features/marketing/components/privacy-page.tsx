import { BackToTop } from './back-to-top';
import { LegalDocument } from './legal-document';
import { LegalSections } from './legal-section';
import { PRIVACY_COLLECTION_SECTIONS } from './privacy-content';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-rights-content';
import { TableOfContents } from './table-of-contents';

const SECTIONS = [...PRIVACY_COLLECTION_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];

/** Spec 2.1, /privacy: table of contents with scroll to section, back-to-top after 300 px. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="How Hisaab collects, uses, stores and protects personal data, and the rights the Digital Personal Data Protection Act, 2023 gives you."
      aside={<TableOfContents sections={SECTIONS} />}
    >
      <LegalSections sections={SECTIONS} />
      <BackToTop />
    </LegalDocument>
  );
}
