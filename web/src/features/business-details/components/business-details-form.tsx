import { BUSINESS_COUNTRIES, type BusinessDetails, type CountryCode } from '@painting-site/gateway/contract/business';
import styled from 'styled-components';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SaveBar } from '@/components/ui/save-bar.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
import { ServiceAreaEditor } from './service-area-editor.tsx';
import { SocialLinksEditor } from './social-links-editor.tsx';
import { useBusinessForm } from './use-business-form.ts';

const COUNTRY_OPTIONS = BUSINESS_COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));

/** An example, in grey in the empty field: never the value, so nothing is published under it. */
const BUSINESS_NAME_EXAMPLE = 'e.g. Rivera Painting';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  /* A message under one box must not stretch its neighbours. */
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

type BusinessDetailsFormProps = {
  details: BusinessDetails;
  onSaved: (details: BusinessDetails) => void;
};

/** Every fact the public pages show about the business, in one form with one Save. */
export function BusinessDetailsForm({ details, onSaved }: BusinessDetailsFormProps) {
  const form = useBusinessForm(details, onSaved);
  const { values, messages, pending, formRef, textField, addressField, setAddress, handleSubmit } = form;
  const problems = Object.keys(messages).length;

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit}>
      <FieldGroup legend="The business">
        <TextField
          label="Business name"
          {...textField('name')}
          placeholder={BUSINESS_NAME_EXAMPLE}
          autoComplete="organization"
        />
        <TextField label="Tagline" {...textField('tagline')} hint="One line under the name on the home page." />
      </FieldGroup>
      <FieldGroup legend="Contact" lead="Shown on every page; visitors tap the number to call.">
        <Pair>
          <TextField label="Phone" {...textField('phone')} type="tel" autoComplete="tel" />
          <TextField label="Email" {...textField('email')} type="email" autoComplete="email" />
        </Pair>
      </FieldGroup>
      <FieldGroup legend="Address">
        <TextField label="Street" {...addressField('street')} autoComplete="street-address" />
        <Pair>
          <TextField label="City" {...addressField('city')} autoComplete="address-level2" />
          <TextField label="State" {...addressField('region')} autoComplete="address-level1" />
          <TextField label="ZIP code" {...addressField('postalCode')} autoComplete="postal-code" />
          <SelectField
            label="Country"
            name="address.country"
            autoComplete="country"
            options={COUNTRY_OPTIONS}
            value={values.address.country}
            error={messages['address.country']}
            onChange={(event) => setAddress('country', event.target.value as CountryCode)}
          />
        </Pair>
      </FieldGroup>
      <ServiceAreaEditor form={form} />
      <OpeningHoursEditor form={form} />
      <SocialLinksEditor form={form} />
      <FieldGroup legend="Licence and history">
        <TextField
          label="Licence line"
          {...textField('licence')}
          hint="E.g. “Licensed, bonded & insured · CCB #229417”."
        />
        <TextField
          label="Year founded"
          {...textField('foundedYear')}
          inputMode="numeric"
          hint="Leave empty to leave “years in business” off the site."
        />
      </FieldGroup>
      <SaveBar>
        <PendingButton pending={pending} pendingLabel="Saving…">
          Save details
        </PendingButton>
        {problems > 0 && (
          <FormError>{problems === 1 ? 'One field needs attention.' : `${problems} fields need attention.`}</FormError>
        )}
      </SaveBar>
    </Form>
  );
}
