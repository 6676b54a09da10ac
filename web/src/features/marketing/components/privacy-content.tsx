import type { LegalSectionContent } from './legal-section';

/** The first half of the Privacy Policy: what we collect, why, on what basis, where and for how long. */
export const PRIVACY_COLLECTION_SECTIONS: readonly LegalSectionContent[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Hisaab (&lsquo;Hisaab&rsquo;, &lsquo;we&rsquo;, &lsquo;us&rsquo;) provides GST invoicing, accounting and
          inventory software to businesses in India. This policy explains how we handle personal data when you visit our
          website, write to us or use the Hisaab application.
        </p>
        <p>
          Under India&apos;s Digital Personal Data Protection Act, 2023 (&lsquo;DPDP Act&rsquo;) we are the{' '}
          <strong>Data Fiduciary</strong> for the data about you as our user. For the records you keep in Hisaab about
          your own customers, suppliers and staff, your business decides why they are processed and we process them on
          its behalf, as its <strong>Data Processor</strong>.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address and phone number with country code. Your password
          is held by our sign-in service in hashed form; nobody at Hisaab can read it.
        </li>
        <li>
          <strong>Company details:</strong> company name, address, GSTIN, financial year, bank account details, payment
          QR code and logo.
        </li>
        <li>
          <strong>Business records:</strong> invoices, receipts and payments, products and stock, and the ledgers of
          your customers (debtors) and suppliers (creditors).
        </li>
        <li>
          <strong>Documents you upload:</strong> bills, invoices and images, including the text our AI reads from them.
        </li>
        <li>
          <strong>Enquiries:</strong> what you send through our contact form, including whether you agreed to hear from
          us.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser and device type, and the time and device of your last
          sign-in, which we use to keep your account secure.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <>
        <ul>
          <li>to run your account and the companies in it, and to calculate your stock, ledgers and tax reports;</li>
          <li>to read the documents you upload and suggest entries for you to review;</li>
          <li>to send service e-mails such as address verification and password resets;</li>
          <li>to answer your enquiries and support requests;</li>
          <li>to send product news and offers, only if you agreed, and never after you ask us to stop;</li>
          <li>to detect and prevent fraud, abuse and security incidents;</li>
          <li>to meet our obligations under Indian law, including tax and company law.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use your business records for advertising.</p>
      </>
    ),
  },
  {
    id: 'consent',
    title: 'Consent and legal grounds',
    body: (
      <>
        <p>
          We process personal data with your consent, given for the specific purposes in this policy, or for the
          legitimate uses the DPDP Act allows, such as data you provide voluntarily for a stated purpose and processing
          needed to comply with law.
        </p>
        <p>
          You may withdraw consent at any time by writing to us or, for marketing, by using the unsubscribe link in any
          e-mail. Withdrawing consent does not affect processing that took place before it.
        </p>
      </>
    ),
  },
  {
    id: 'where-data-is-stored',
    title: 'Where your data is stored',
    body: (
      <>
        <p>
          Hisaab runs on Amazon Web Services in the <strong>Asia Pacific (Mumbai) region, ap-south-1</strong>. Your
          account, business records and uploaded documents are stored and processed in India.
        </p>
        <p>
          If a service provider ever needs to process personal data outside India, we will do so only as section 16 of
          the DPDP Act permits, and never to a country the Government of India has restricted.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Invoices, vouchers and their audit trail:</strong> eight years from the end of the financial year they
          belong to. Companies must keep books of account and their audit trail for eight years under section 128(5) of
          the Companies Act, 2013 and the audit-trail rule in the Companies (Accounts) Rules, 2014, which also covers
          the 72 months the CGST Act, 2017 requires. You may export your records and ask us to delete them sooner if the
          law allows you to.
        </li>
        <li>
          <strong>Account and company details:</strong> while your account is open, and for up to 90 days after you
          close it. Backups roll off within 35 days after that.
        </li>
        <li>
          <strong>Contact enquiries:</strong> two years, unless you become a customer.
        </li>
        <li>
          <strong>Technical logs:</strong> application logs for 30 days and access logs for 90 days.
        </li>
      </ul>
    ),
  },
];
