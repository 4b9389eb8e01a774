import { PLAIN_QUOTE_FORM_ACTION } from '@painting-site/gateway/contract/plain-quote-form';
import {
  PREFERRED_CONTACT_LABELS,
  PREFERRED_CONTACTS,
  type PreferredContact,
} from '@painting-site/gateway/contract/quote-requests';
import { type ComponentType, Suspense } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { RadioGroup, type RadioOption } from '@/components/ui/radio-group.tsx';
import { SelectField, type SelectOption } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import type { QuoteRequestConfirmationProps } from './quote-request-confirmation.tsx';
import { SendLaterMessage } from './send-later-message.tsx';
import { type SentQuoteRequest, useQuoteRequest } from './use-quote-request.ts';

/** The send button's words while it waits for photos still on their way. */
export const SENDING_PHOTOS_LABEL = 'Sending your photos…';

const NOT_SURE_OPTION: SelectOption = { value: '', label: 'Not sure yet' };
const CONTACT_OPTIONS: readonly RadioOption<PreferredContact>[] = PREFERRED_CONTACTS.map((value) => ({
  value,
  label: PREFERRED_CONTACT_LABELS[value],
}));

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

// Email and phone answer one question ("how do we reach you?"), asked just before them in reading order.
const ReplyGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const ReplyNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const ServicesNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Actions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

type QuoteRequestFormProps = {
  /** The services to choose from ("Not sure yet" is added); empty while they load. */
  serviceOptions: readonly SelectOption[];
  /** Offered when the services could not be loaded: the form still works without them. */
  onRetryServices?: (() => void) | undefined;
  /** The business phone, for the confirmation, and to call when the request cannot be sent. */
  phone?: { display: string; href: string; label: string } | undefined;
  /** What happens next, in the owner's words, shown once the request is sent. */
  confirmation?: string | undefined;
  /**
   * What replaces the form once the request is in (QuoteRequestConfirmation, with what the app
   * offers next): not part of the page's first load, so a lazy component the app wires in, whose
   * loading `onSending` starts as the visitor sends, to be there when the gateway answers.
   */
  Confirmation: ComponentType<QuoteRequestConfirmationProps & { request: SentQuoteRequest }>;
  onSending?: (() => void) | undefined;
};

/** The quote request: checked as the gateway would, sent with the form's token, confirmed in place. */
export function QuoteRequestForm({
  serviceOptions,
  onRetryServices,
  phone,
  confirmation,
  Confirmation,
  onSending,
}: QuoteRequestFormProps) {
  const {
    textField,
    service,
    preferredContact,
    errors,
    formError,
    unreachable,
    pending,
    sent,
    photos,
    photosLeftOut,
    formRef,
    handleBlur,
    handleInput,
    choosePreferredContact,
    handleSubmit,
    startAnother,
    checkedByServer,
  } = useQuoteRequest(serviceOptions);

  if (sent) {
    return (
      <Suspense fallback={null}>
        <Confirmation
          request={sent}
          name={sent.name}
          preferredContact={sent.preferredContact}
          text={confirmation}
          phone={phone}
          photosLeftOut={photosLeftOut}
          onSendAnother={startAnother}
        />
      </Suspense>
    );
  }

  return (
    // Sent before the app has started, or where it never does, the browser posts the form itself to
    // the contact page, which the gateway answers (gateway/contract/plain-quote-form.ts). POST: a
    // GET would put every field in the address, and so in nginx's access log.
    <Form
      ref={formRef}
      aria-label="Quote request"
      method="post"
      action={PLAIN_QUOTE_FORM_ACTION}
      noValidate
      onInput={handleInput}
      onSubmit={(event) => {
        onSending?.();
        return handleSubmit(event);
      }}
    >
      {/* The page came back from the server with messages: what is wrong is said before the fields too. */}
      {checkedByServer && formError && <FormError role="alert">{formError}</FormError>}
      <TextField label="Name" {...textField('name')} autoComplete="name" required onBlur={handleBlur} />
      <ReplyGroup>
        <ReplyNote>How can we reach you? An email address, a phone number, or both.</ReplyNote>
        <Pair>
          <TextField
            label="Email"
            {...textField('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            onBlur={handleBlur}
          />
          <TextField
            label="Phone"
            {...textField('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            onBlur={handleBlur}
          />
        </Pair>
      </ReplyGroup>
      <TextField
        label="Street address or ZIP"
        {...textField('address')}
        autoComplete="street-address"
        hint="Where the job is, so we know it is in our area."
        required
        onBlur={handleBlur}
      />
      <div>
        <SelectField
          label="Service"
          {...textField('service')}
          options={[NOT_SURE_OPTION, ...serviceOptions]}
          value={service}
        />
        {onRetryServices && (
          <ServicesNote>
            Couldn't load the list of services: choose "Not sure yet" and describe the job below, or
            <Button type="button" data-variant="secondary" onClick={onRetryServices}>
              Try again
            </Button>
          </ServicesNote>
        )}
      </div>
      <TextAreaField
        label="Project details"
        {...textField('details')}
        hint="Rooms or surfaces, rough sizes, colors if you know them, and when you would like it done."
        required
        rows={6}
        onBlur={handleBlur}
      />
      <PhotoPicker uploads={photos} />
      <RadioGroup
        legend="Preferred contact method"
        name="preferredContact"
        options={CONTACT_OPTIONS}
        value={preferredContact}
        error={errors.preferredContact}
        onChange={choosePreferredContact}
      />
      <HoneypotField />
      <Actions>
        <PendingButton pending={pending} pendingLabel={photos.uploading ? SENDING_PHOTOS_LABEL : 'Sending…'}>
          Send request
        </PendingButton>
        {unreachable && <SendLaterMessage phone={phone} />}
        {formError && !checkedByServer && <FormError>{formError}</FormError>}
      </Actions>
    </Form>
  );
}
