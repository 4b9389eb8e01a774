import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getCustomerMail } from '../api/get-customer-mail.ts';
import { CustomerMailForm } from './customer-mail-form.tsx';

/** Loads the follow-up and review settings and offers them for editing. */
export function CustomerMailEditor() {
  const settings = useLoaded('the follow-up and review settings', 'customer-mail', getCustomerMail);
  const { update } = settings;
  return (
    <AsyncContent resource={settings} failureAdvice={OWNER_LOAD_ADVICE} minHeight="30rem">
      {(data) => <CustomerMailForm settings={data} onSaved={(saved) => update(() => saved)} />}
    </AsyncContent>
  );
}
