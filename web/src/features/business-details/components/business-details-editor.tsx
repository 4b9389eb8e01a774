import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getBusinessDetails } from '../api/get-business-details.ts';
import { BusinessDetailsForm } from './business-details-form.tsx';

/** Loads the business details and offers them for editing. */
export function BusinessDetailsEditor() {
  const details = useLoaded('the business details', 'business', getBusinessDetails);
  const { update } = details;
  return (
    <AsyncContent resource={details} failureAdvice={OWNER_LOAD_ADVICE} minHeight="20rem">
      {(data) => <BusinessDetailsForm details={data} onSaved={(saved) => update(() => saved)} />}
    </AsyncContent>
  );
}
