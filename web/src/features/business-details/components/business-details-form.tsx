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
  const { values, messages, pending, formRef, setField, setAddress, handleSubmit } = form;
  const problems = Object.keys(messages).length;

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit}>
      <FieldGroup legend="The business">
        <TextField
          label="Business name"
          name="name"
          placeholder={BUSINESS_NAME_EXAMPLE}
          autoComplete="organization"
          value={values.name}
          error={messages.name}
          onChange={(event) => setField('name', event.target.value)}
        />
        <TextField
          label="Tagline"
          name="tagline"
          hint="One line under the name on the home page."
          value={values.tagline}
          error={messages.tagline}
          onChange={(event) => setField('tagline', event.target.value)}
        />
      </FieldGroup>
      <FieldGroup legend="Contact" lead="Shown on every page; visitors tap the number to call.">
        <Pair>
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            error={messages.phone}
            onChange={(event) => setField('phone', event.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={messages.email}
            onChange={(event) => setField('email', event.target.value)}
          />
        </Pair>
      </FieldGroup>
      <FieldGroup legend="Address">
        <TextField
          label="Street"
          name="address.street"
          autoComplete="street-address"
          value={values.address.street}
          error={messages['address.street']}
          onChange={(event) => setAddress('street', event.target.value)}
        />
        <Pair>
          <TextField
            label="City"
            name="address.city"
            autoComplete="address-level2"
            value={values.address.city}
            error={messages['address.city']}
            onChange={(event) => setAddress('city', event.target.value)}
          />
          <TextField
            label="State"
            name="address.region"
            autoComplete="address-level1"
            value={values.address.region}
            error={messages['address.region']}
            onChange={(event) => setAddress('region', event.target.value)}
          />
          <TextField
            label="ZIP code"
            name="address.postalCode"
            autoComplete="postal-code"
            value={values.address.postalCode}
            error={messages['address.postalCode']}
            onChange={(event) => setAddress('postalCode', event.target.value)}
          />
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
          name="licence"
          hint="E.g. “Licensed, bonded & insured · CCB #229417”."
          value={values.licence}
          error={messages.licence}
          onChange={(event) => setField('licence', event.target.value)}
        />
        <TextField
          label="Year founded"
          name="foundedYear"
          inputMode="numeric"
          hint="Leave empty to leave “years in business” off the site."
          value={values.foundedYear}
          error={messages.foundedYear}
          onChange={(event) => setField('foundedYear', event.target.value)}
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
