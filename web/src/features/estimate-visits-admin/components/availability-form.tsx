import type { VisitAvailability } from '@painting-site/gateway/contract/estimate-visits';
import styled from 'styled-components';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SaveBar } from '@/components/ui/save-bar.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { FieldPair } from '@/components/ui/settings-form.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { availabilityPreview } from '../availability-preview.ts';
import { BlockedDaysEditor } from './blocked-days-editor.tsx';
import { useAvailabilityForm } from './use-availability-form.ts';
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Preview = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.paper};
`;

/** Every zone the browser knows, with the saved one kept even if this browser does not list it. */
function zoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

type AvailabilityFormProps = {
  availability: VisitAvailability;
  onSaved: (saved: VisitAvailability) => void;
};

/** When customers may book an estimate visit online: on or off, the rules, the week's hours, days off. */
export function AvailabilityForm({ availability, onSaved }: AvailabilityFormProps) {
  const form = useAvailabilityForm(availability, onSaved);
  const { values, messages, pending, formRef, textField, checkboxField, handleSubmit } = form;
  const problems = Object.keys(messages).length;
  const numberField = (name: Parameters<typeof textField>[0]) => ({
    ...textField(name),
    inputMode: 'numeric' as const,
  });

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit}>
      <FieldGroup legend="Online booking">
        <CheckboxField
          label="Let customers book an estimate visit online"
          hint="After sending a quote request, they pick one of the free times below, or ask you to call."
          {...checkboxField('enabled')}
        />
        <SelectField
          label="Time zone"
          hint="The hours below are in this zone, and so are the times customers see."
          options={zoneOptions(values.timeZone)}
          {...textField('timeZone')}
        />
        <Preview>{availabilityPreview(values)}</Preview>
      </FieldGroup>
      <FieldGroup legend="Visits">
        <FieldPair>
          <TextField label="Length of a visit (minutes)" {...numberField('visitMinutes')} />
          <TextField
            label="Buffer after a visit (minutes)"
            hint="Travel, or running late."
            {...numberField('bufferMinutes')}
          />
          <TextField label="Visits a day, at most" {...numberField('maxPerDay')} />
          <TextField
            label="Minimum notice (hours)"
            hint="No visit sooner than this from now."
            {...numberField('minNoticeHours')}
          />
          <TextField label="How far ahead (days)" hint="Today is day 0." {...numberField('daysAhead')} />
        </FieldPair>
      </FieldGroup>
      <WeeklyHoursEditor form={form} />
      <BlockedDaysEditor form={form} />
      <SaveBar>
        <PendingButton pending={pending} pendingLabel="Saving…">
          Save visit hours
        </PendingButton>
        {problems > 0 && (
          <FormError>{problems === 1 ? 'One field needs attention.' : `${problems} fields need attention.`}</FormError>
        )}
      </SaveBar>
    </Form>
  );
}
