import { sendQueryEmail } from '@app/shared/api/routes/public/send-query-email';
import { config } from '#lib/config';
import { saveEnquiry, type EnquiryRecord } from '#lib/db/enquiries';
import { clientIp } from '#lib/http/client-ip';
import { defineRoute } from '#lib/http/define-route';
import { sendMail } from '#lib/mail/send-mail';

const describe = (e: EnquiryRecord) =>
  [
    `From: ${e.firstName} ${e.lastName ?? ''} <${e.email}>`,
    `Phone: ${e.phone ?? '-'}`,
    `Company: ${e.company ?? '-'} (${e.employees ?? '-'} employees, ${e.industry})`,
    `Query type: ${e.queryType}`,
    `Marketing consent: ${e.marketingConsent ? 'yes' : 'no'}`,
    `Received: ${e.time}`,
    '',
    e.message,
  ].join('\n');

/** The contact form: the enquiry is stored first (never lost), then e-mailed to the team. */
export const handler = defineRoute(sendQueryEmail, {}, async ({ body, event }) => {
  const enquiry = await saveEnquiry(body, clientIp(event));
  const to = config.supportEmail;
  if (to) {
    await sendMail({
      to,
      replyTo: enquiry.email,
      subject: `Enquiry: ${enquiry.queryType} from ${enquiry.firstName}`,
      text: describe(enquiry),
    });
  }
  return {
    statusCode: 201,
    message: 'Thank you for contacting us! We will get back to you shortly.',
    data: { id: enquiry.enquiry_id },
  };
});
