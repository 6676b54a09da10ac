import { Link } from '@tanstack/react-router';
import type { LegalSectionContent } from './legal-section';

/** The second half of the Privacy Policy: sharing, security, your rights and how to reach us. */
export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSectionContent[] = [
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share personal data only with those who help us run Hisaab, under contracts that bind them to it:</p>
        <ul>
          <li>Amazon Web Services, for hosting, storage, sign-in, e-mail delivery and reading uploaded documents;</li>
          <li>our payment partner, when you pay for a plan;</li>
          <li>
            government authorities, courts or regulators such as CERT-In, when Indian law requires it, and only what it
            requires.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Data is encrypted in transit with TLS and at rest with AES-256. Each user works only inside the companies they
        belong to, and our own staff access production data only to resolve an issue you raise. Read more in our{' '}
        <Link to="/security">Security Policy</Link>.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>a summary of the personal data we hold about you and how we process it;</li>
          <li>have inaccurate or incomplete data corrected, completed or updated;</li>
          <li>have your data erased when it is no longer needed, unless the law requires us to keep it;</li>
          <li>have your grievances addressed by us, quickly and in writing;</li>
          <li>nominate someone to exercise these rights if you die or become unable to.</li>
        </ul>
        <p>
          Write to <a href="mailto:privacy@hisaab.in">privacy@hisaab.in</a> from your registered e-mail address. We
          reply within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use a small number of cookies and browser storage to keep you signed in and remember your settings. Analytics
        and marketing cookies are off unless you turn them on. See and change your choices on our{' '}
        <Link to="/cookies">Cookie Preferences</Link> page.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's data",
    body: (
      <p>
        Hisaab is a service for businesses and is not meant for anyone under 18. We do not knowingly collect data about
        children; if you believe we have, write to us and we will delete it.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <p>
        Questions or complaints about your personal data go to our Grievance Officer at{' '}
        <a href="mailto:grievance@hisaab.in">grievance@hisaab.in</a>, or by post to Hisaab, 3rd Floor, 100 Feet Road,
        Indiranagar, Bengaluru, Karnataka 560038. We acknowledge every grievance within 48 hours.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy in a way that matters, we will tell you by e-mail or in the application at least 30
        days before the change takes effect. The date at the top shows the latest revision.
      </p>
    ),
  },
];
