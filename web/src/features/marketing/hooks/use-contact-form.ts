import { useForm, type FieldPath } from 'react-hook-form';
import type { ContactEnquiry, ContactEnquiryInput } from '@app/shared/contact';
import { deferredZodResolver } from '@/lib/deferred-resolver';
import { notify } from '@/lib/toast';
import { ENQUIRY_FAILED, ENQUIRY_SENT, useSendEnquiry } from '../api/send-enquiry';

const enquiryResolver = deferredZodResolver(() =>
  import('@app/shared/contact').then((module) => module.contactEnquirySchema),
);

export const EMPTY_ENQUIRY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  employees: '',
  queryType: '',
  message: '',
  marketingConsent: true,
} satisfies ContactEnquiryInput;

export type EnquiryField = FieldPath<ContactEnquiryInput>;

/**
 * Spec 2.15 and 5: validated on submit with the schema the API uses; a field's error clears as soon
 * as it is edited; the form empties after sending, whether the enquiry went through or not.
 */
export function useContactForm() {
  const sendEnquiry = useSendEnquiry();
  const form = useForm<ContactEnquiryInput, unknown, ContactEnquiry>({
    resolver: enquiryResolver,
    defaultValues: EMPTY_ENQUIRY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const submit = form.handleSubmit((enquiry) =>
    sendEnquiry.mutate(enquiry, {
      onSuccess: () => notify.success(ENQUIRY_SENT),
      onError: () => notify.error(ENQUIRY_FAILED),
      onSettled: () => form.reset(EMPTY_ENQUIRY),
    }),
  );

  const clearError = (name: EnquiryField) => {
    if (form.formState.errors[name]) form.clearErrors(name);
  };

  return { form, submit, clearError, isSending: sendEnquiry.isPending };
}
