import type { LegalSectionContent } from './legal-section';

export const SECURITY_SECTIONS: readonly LegalSectionContent[] = [
  {
    id: 'infrastructure',
    title: 'Infrastructure in India',
    body: (
      <p>
        Hisaab runs on Amazon Web Services in the Asia Pacific (Mumbai) region, ap-south-1, on managed, serverless
        services: no servers of ours to patch or leave exposed. AWS data centres are certified to ISO 27001 and audited
        under SOC 1, 2 and 3.
      </p>
    ),
  },
  {
    id: 'encryption',
    title: 'Encryption',
    body: (
      <ul>
        <li>All traffic to Hisaab is encrypted with HTTPS; a plain HTTP request is redirected to HTTPS.</li>
        <li>Your records and uploaded documents are encrypted at rest with AES-256.</li>
        <li>Documents are uploaded straight to private storage through short-lived, signed links.</li>
      </ul>
    ),
  },
  {
    id: 'access-control',
    title: 'Access control',
    body: (
      <ul>
        <li>Every request is checked against your sign-in token; a company is visible only to its members.</li>
        <li>Users and administrators have separate roles and see only the functions of their role.</li>
        <li>Each part of our system is allowed only the data access it needs, and nothing more.</li>
        <li>Passwords must be at least 8 characters; they are held only in hashed form by the sign-in service.</li>
      </ul>
    ),
  },
  {
    id: 'backups',
    title: 'Backups and recovery',
    body: (
      <p>
        The database keeps continuous backups that let us restore it to any second in the last 35 days, and stored
        documents are versioned so an overwritten or deleted file can be recovered.
      </p>
    ),
  },
  {
    id: 'monitoring',
    title: 'Monitoring and incident response',
    body: (
      <p>
        We log and monitor access to the service. If an incident affects your data, we will tell you without delay,
        report it to CERT-In within six hours as Indian rules require, and inform the Data Protection Board of India as
        the DPDP Act requires.
      </p>
    ),
  },
  {
    id: 'disclosure',
    title: 'Reporting a vulnerability',
    body: (
      <p>
        If you find a security weakness, write to <a href="mailto:security@hisaab.in">security@hisaab.in</a> with the
        steps to reproduce it. We acknowledge reports within two business days and will not take action against anyone
        who reports in good faith and does not access other customers&apos; data.
      </p>
    ),
  },
];
