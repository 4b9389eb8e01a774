import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getAvailability } from '../api/get-availability.ts';
import { AvailabilityForm } from './availability-form.tsx';

/** Loads when customers may book a visit and offers it for editing. */
export function AvailabilityEditor() {
  const availability = useLoaded('the visit hours', 'visit-availability', getAvailability);
  const { update } = availability;
  return (
    <AsyncContent resource={availability} failureAdvice={OWNER_LOAD_ADVICE} minHeight="30rem">
      {(data) => <AvailabilityForm availability={data} onSaved={(saved) => update(() => saved)} />}
    </AsyncContent>
  );
}
