import { useMutation } from '@tanstack/react-query';
import type { ContactEnquiry } from '@app/shared/contact';
import { callApi } from '@/lib/api-client';

/** Spec 8, Contact: the toasts after sending. */
export const ENQUIRY_SENT = 'Thank you for contacting us! We will get back to you shortly.';
export const ENQUIRY_FAILED = 'Something went wrong. Please try again later.';

/** The route's schemas (and zod) load when the enquiry is sent, not with the contact page (issue 38). */
export async function sendEnquiry(body: ContactEnquiry) {
  const { sendQueryEmail } = await import('@app/shared/api/routes/public/send-query-email');
  return callApi(sendQueryEmail, { body });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
