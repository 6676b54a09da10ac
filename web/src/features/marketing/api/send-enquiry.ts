import { useMutation } from '@tanstack/react-query';
import type { ContactEnquiry } from '@app/shared/contact';
import { sendQueryEmail } from '@app/shared/api/routes/public/send-query-email';
import { callApi } from '@/lib/api-client';

/** Spec 8, Contact: the toasts after sending. */
export const ENQUIRY_SENT = 'Thank you for contacting us! We will get back to you shortly.';
export const ENQUIRY_FAILED = 'Something went wrong. Please try again later.';

export function sendEnquiry(body: ContactEnquiry) {
  return callApi(sendQueryEmail, { body });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
