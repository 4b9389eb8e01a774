import type { CustomerMailSettings, CustomerMailView } from '@painting-site/gateway/contract/customer-mail';
import { notify } from '@/components/ui/toast/notify.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { saveCustomerMail } from '../api/save-customer-mail.ts';
import { CUSTOMER_MAIL_FIELDS, checkCustomerMail, toFormValues, toSettings } from '../customer-mail-form-values.ts';

export const CUSTOMER_MAIL_SAVED_MESSAGE = 'Follow-ups and reviews saved. The next e-mails use them.';

/** The follow-up and review settings as a form: values named by the gateway's paths, saved whole. */
export function useCustomerMailForm(initial: CustomerMailSettings, onSaved: (saved: CustomerMailView) => void) {
  const form = useFormSubmission({
    initialValues: () => toFormValues(initial),
    fields: CUSTOMER_MAIL_FIELDS,
    validate: checkCustomerMail,
    send: (values) => saveCustomerMail(toSettings(values)),
    onSuccess: (saved) => {
      form.setValues(toFormValues(saved));
      onSaved(saved);
      notify.success(CUSTOMER_MAIL_SAVED_MESSAGE);
    },
  });
  return form;
}

export type CustomerMailForm = ReturnType<typeof useCustomerMailForm>;
