import {
  ESTIMATE_CURRENCIES,
  ESTIMATE_LIMITS,
  type EstimateSettings,
  formatPercent,
} from '@painting-site/gateway/contract/estimates';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { FieldExplanation, FieldPair, SettingsActions, SettingsForm } from '@/components/ui/settings-form.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { type FormMessages, useFormSubmission } from '@/lib/use-form-submission.ts';
import { saveEstimateSettings } from '../api/estimate-settings-api.ts';
import { readPercent } from '../estimate-numbers.ts';
import { moneyWords } from '../estimate-words.ts';

export const SETTINGS_SAVED_MESSAGE = 'Estimate settings saved. New estimates start with them.';

const FIELDS = ['currency', 'locale', 'taxThousandths', 'terms', 'paymentInstructions', 'paymentLink'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LOCALE_MESSAGE = 'Enter a language and country code, such as en-US or fr-CA.';

function knownLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length === 1;
  } catch {
    return false;
  }
}

const toValues = (settings: EstimateSettings): Values => ({
  currency: settings.currency,
  locale: settings.locale,
  taxThousandths: settings.taxThousandths === 0 ? '' : formatPercent(settings.taxThousandths, settings.locale),
  terms: settings.terms,
  paymentInstructions: settings.paymentInstructions,
  paymentLink: settings.paymentLink,
});

type EstimateSettingsFormProps = {
  settings: EstimateSettings;
  onSaved: (settings: EstimateSettings) => void;
};

/** The currency and the way amounts are written, and what every new estimate starts with. */
export function EstimateSettingsForm({ settings, onSaved }: EstimateSettingsFormProps) {
  const validate = (values: Values): FormMessages<Field> => {
    const messages: FormMessages<Field> = {};
    if (!knownLocale(values.locale.trim())) messages.locale = LOCALE_MESSAGE;
    const tax = readPercent(values.taxThousandths, knownLocale(values.locale) ? values.locale : 'en-US');
    if (!tax.ok) messages.taxThousandths = tax.message;
    return messages;
  };

  const form = useFormSubmission({
    initialValues: () => toValues(settings),
    fields: FIELDS,
    validate,
    send: (values: Values) => {
      const tax = readPercent(values.taxThousandths, values.locale);
      return saveEstimateSettings({
        currency: values.currency,
        locale: values.locale.trim(),
        taxThousandths: tax.ok ? tax.value : 0,
        terms: values.terms,
        paymentInstructions: values.paymentInstructions,
        paymentLink: values.paymentLink.trim(),
      });
    },
    onSuccess: (saved) => {
      form.setValues(toValues(saved));
      onSaved(saved);
      notify.success(SETTINGS_SAVED_MESSAGE);
    },
  });
  const { values } = form;
  const currencies = ESTIMATE_CURRENCIES.includes(values.currency as (typeof ESTIMATE_CURRENCIES)[number])
    ? ESTIMATE_CURRENCIES
    : [values.currency, ...ESTIMATE_CURRENCIES];
  const sample = knownLocale(values.locale)
    ? moneyWords({ currency: values.currency, locale: values.locale })(125_050)
    : null;
  const problems = Object.keys(form.messages).length;

  return (
    <SettingsForm ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Estimate settings">
      <FieldPair>
        <SelectField
          label="Currency"
          options={currencies.map((code) => ({ value: code, label: code }))}
          {...form.textField('currency')}
        />
        <TextField
          label="Language and country"
          hint="How amounts and dates are written, such as en-US."
          autoComplete="off"
          {...form.textField('locale')}
        />
      </FieldPair>
      {sample && <FieldExplanation>Amounts read like this: {sample}</FieldExplanation>}
      <TextField
        label="Tax rate new estimates start with (%)"
        inputMode="decimal"
        autoComplete="off"
        hint="Such as 8.875; leave empty for none. Each estimate may change it."
        {...form.textField('taxThousandths')}
      />
      <TextAreaField
        label="Terms"
        hint="Each new estimate starts with these; each line is a paragraph."
        maxLength={ESTIMATE_LIMITS.termsMaxLength}
        {...form.textField('terms')}
      />
      <TextAreaField
        label="Payment instructions"
        hint="How to pay the deposit: check, Zelle, bank transfer…"
        maxLength={ESTIMATE_LIMITS.paymentInstructionsMaxLength}
        {...form.textField('paymentInstructions')}
      />
      <TextField
        label="Payment link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Optional: a payment page from your card processor, starting https://."
        maxLength={ESTIMATE_LIMITS.paymentLinkMaxLength}
        {...form.textField('paymentLink')}
      />
      <SettingsActions>
        <PendingButton pending={form.pending} pendingLabel="Saving…">
          Save estimate settings
        </PendingButton>
        {problems > 0 && (
          <FormError>{problems === 1 ? 'One field needs attention.' : `${problems} fields need attention.`}</FormError>
        )}
      </SettingsActions>
    </SettingsForm>
  );
}
