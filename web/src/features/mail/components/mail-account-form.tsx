import { MAIL_SECURITY, MAIL_SETTINGS_FIELDS, type MailSecurity } from '@painting-site/gateway/contract/mail';
import { type MailSettingsView, mailSettingsProblems } from '@painting-site/gateway/contract/mail-settings';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { FieldExplanation, FieldPair, SettingsActions, SettingsForm } from '@/components/ui/settings-form.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid, hasMessages, pickFieldMessages } from '@/lib/field-messages.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { saveMailSettings } from '../api/save-mail-settings.ts';
import { sendTestMail, type TestMailResult } from '../api/send-test-mail.ts';
import { type MailFormValues, portAfterSecurityChange, toFormValues, toInput } from './mail-form-values.ts';
import { MailProviderGuides } from './mail-provider-guides.tsx';
import { SECURITY_LABELS } from './security-labels.ts';
import { TestMailButton } from './test-mail-button.tsx';

export const MAIL_SAVED_MESSAGE = 'E-mail settings saved. New quote requests are e-mailed to you from now on.';

const SECURITY_OPTIONS = MAIL_SECURITY.map((value) => ({ value, label: SECURITY_LABELS[value] }));

type MailAccountFormProps = {
  view: MailSettingsView;
  /** The sender MAIL_FROM fixes, when the server's environment sets it. */
  fixedFrom: string | null;
  onSaved: (view: MailSettingsView) => void;
  onTested: (result: TestMailResult) => void;
};

/**
 * The owner's mail account: the server, how it is secured, the sign-in, the sender and where
 * notifications go. "Send a test e-mail" tries what is typed, unsaved; Save stores it only once
 * the mail server takes it, so settings that cannot work are never saved without a word.
 */
export function MailAccountForm({ view, fixedFrom, onSaved, onTested }: MailAccountFormProps) {
  const context = { passwordStored: view.passwordSet, fromFixed: fixedFrom !== null };
  const form = useFormSubmission({
    initialValues: () => toFormValues(view),
    fields: MAIL_SETTINGS_FIELDS,
    validate: (values: MailFormValues) => mailSettingsProblems(toInput(values), context),
    send: (values: MailFormValues) => saveMailSettings(toInput(values)),
    onSuccess: (saved) => {
      form.setValues(toFormValues(saved));
      onSaved(saved);
      notify.success(MAIL_SAVED_MESSAGE);
    },
  });
  const { values, messages, setMessages, pending, formRef, textField, setValues, handleSubmit } = form;

  function chooseSecurity(security: MailSecurity) {
    setValues((current) => ({ ...current, security, port: portAfterSecurityChange(current, security) }));
  }

  /** Shows messages beside the fields they are about and focuses the first; whether there were any. */
  function showBesideFields(found: ReturnType<typeof mailSettingsProblems>): boolean {
    setMessages(found);
    if (hasMessages(found)) focusFirstInvalid(formRef.current, MAIL_SETTINGS_FIELDS, found);
    return hasMessages(found);
  }

  /**
   * Checks the typed values first, as Save does: a test needs them whole. The gateway's refusals
   * of a field (a password kept for another server) show beside it, as a refused save's do.
   */
  async function testTyped(): Promise<TestMailResult | null> {
    if (showBesideFields(mailSettingsProblems(toInput(values), context))) return null;
    try {
      return await sendTestMail(toInput(values));
    } catch (error) {
      const fromGateway = error instanceof ApiError ? pickFieldMessages(error.fields, MAIL_SETTINGS_FIELDS) : {};
      if (showBesideFields(fromGateway)) return null;
      throw error;
    }
  }

  function showTest(result: TestMailResult) {
    if (!result.ok && result.field) setMessages({ [result.field]: result.message });
    onTested(result);
  }

  return (
    <>
      <SettingsForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Your mail account">
        <FieldGroup legend="Mail server" lead="Your provider’s settings: the guides below give them.">
          <FieldPair>
            <TextField
              label="Server name"
              {...textField('host')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="smtp.example.com"
            />
            <TextField label="Port" {...textField('port')} inputMode="numeric" autoComplete="off" />
          </FieldPair>
          <RadioGroup
            legend="Security"
            name="security"
            options={SECURITY_OPTIONS}
            value={values.security}
            error={messages.security}
            onChange={chooseSecurity}
          />
          <FieldExplanation>
            How the connection to the mail server is kept private, so nobody on the way can read your password. Use what
            your provider says: port 465 goes with “TLS on connect”, 587 with “STARTTLS”. “None” is only for a mail
            relay on your own network.
          </FieldExplanation>
        </FieldGroup>
        <FieldGroup legend="Sign-in" lead="Leave both empty only if the server takes mail without signing in.">
          <TextField
            label="User name"
            {...textField('user')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint="Usually your full e-mail address."
          />
          <TextField
            label="Password or app password"
            {...textField('password')}
            type="password"
            autoComplete="new-password"
            hint={
              view.passwordSet
                ? 'A password is saved and never shown. Leave this empty to keep it.'
                : 'Many providers want an app password here, not the one you sign in with: see the guides below.'
            }
          />
        </FieldGroup>
        <FieldGroup legend="Addresses">
          {fixedFrom ? (
            <p>
              E-mails come from {fixedFrom}: the server’s <code>MAIL_FROM</code> setting fixes the sender.
            </p>
          ) : (
            <FieldPair>
              <TextField
                label="Send from"
                {...textField('fromAddress')}
                type="email"
                autoComplete="off"
                hint="Usually the address you sign in with: many providers send only from it."
              />
              <TextField
                label="Sender name"
                {...textField('fromName')}
                autoComplete="off"
                hint="Empty: your business’s name."
              />
            </FieldPair>
          )}
          <TextField
            label="Send new quote requests to"
            {...textField('notifyEmail')}
            type="email"
            autoComplete="email"
            hint="Your own address. Customers never see it."
          />
        </FieldGroup>
        <SettingsActions>
          <TestMailButton
            send={testTyped}
            onResult={showTest}
            hint="Tries the settings above before you save them: a short e-mail to the address new quote requests go to. The mail server can take up to 15 seconds to answer."
          />
          <PendingButton pending={pending} pendingLabel="Checking with the mail server…">
            Save
          </PendingButton>
        </SettingsActions>
      </SettingsForm>
      <MailProviderGuides
        onUse={(settings) =>
          setValues((current) => ({
            ...current,
            host: settings.host,
            port: String(settings.port),
            security: settings.security,
          }))
        }
      />
    </>
  );
}
