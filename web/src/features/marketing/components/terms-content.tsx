import { TRIAL } from '@app/shared/billing/plan-table';
import { Link } from '@tanstack/react-router';
import type { LegalSectionContent } from './legal-section';

export const TERMS_SECTIONS: readonly LegalSectionContent[] = [
  {
    id: 'acceptance',
    title: 'Agreeing to these terms',
    body: (
      <p>
        These terms govern your use of the Hisaab website and application. By creating an account or using Hisaab you
        agree to them on behalf of yourself and the business you represent. If you do not agree, please do not use
        Hisaab.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details when you sign up, and keep them up to date.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Tell us at once at support@hisaab.in if you think someone else has used it.</li>
      </ul>
    ),
  },
  {
    id: 'plans-and-payment',
    title: 'Plans, trial and payment',
    body: (
      <>
        <p>
          Every plan starts with a {TRIAL.days}-day free trial. After the trial, the plan you choose is billed monthly
          or yearly in advance at the prices on our <Link to="/pricing">pricing page</Link>. Prices exclude GST, which
          we charge at the applicable rate and show on your tax invoice.
        </p>
        <p>
          You can cancel at any time; the plan stays active until the end of the period you have paid for. We give at
          least 30 days&apos; notice of any price change, and it applies from your next renewal.
        </p>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data',
    body: (
      <p>
        Your business records belong to you. You give us permission to store and process them only to provide Hisaab to
        you. You can export them at any time, and we handle them as our <Link to="/privacy">Privacy Policy</Link>{' '}
        describes.
      </p>
    ),
  },
  {
    id: 'your-responsibilities',
    title: 'Tax filings and your responsibilities',
    body: (
      <>
        <p>
          Hisaab helps you prepare invoices, books and tax reports, but it is not a chartered accountant or tax adviser.
          You remain responsible for the correctness of your GST returns, invoices and books of account, and for keeping
          them for as long as the law requires.
        </p>
        <p>
          Data our AI reads from uploaded documents is a suggestion. Check it before you save it; figures you save are
          yours.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not use Hisaab to raise fake invoices, evade tax or break any law.</li>
        <li>Do not try to reach data of other customers, or to probe, overload or disrupt the service.</li>
        <li>Do not copy, resell or reverse engineer the software.</li>
      </ul>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep Hisaab available around the clock and announce planned maintenance in advance. We improve the
        service continually and may change or retire features; we will not remove a core function of your plan without
        notice.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect or consequential losses such as lost profit or
        penalties arising from figures you did not check. Our total liability in any 12 months is limited to the fees
        you paid us in that period.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    body: (
      <p>
        You may close your account at any time. We may suspend or close an account that breaks these terms, after notice
        where we can give it. Before closure you will have 30 days to export your data.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. The courts at Bengaluru, Karnataka have exclusive jurisdiction
        over any dispute arising from them.
      </p>
    ),
  },
];
