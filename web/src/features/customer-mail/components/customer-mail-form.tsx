import type { SiteDetails } from '@painting-site/gateway/contract/business';
import { type CustomerMailView, FOLLOW_UPS_MAX } from '@painting-site/gateway/contract/customer-mail';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import styled from 'styled-components';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SaveBar } from '@/components/ui/save-bar.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePublicContent } from '@/lib/use-public-content.ts';
import type { PreviewDetails } from '../template-preview.ts';
import { SendingNotice } from './sending-notice.tsx';
import { TemplateEditor } from './template-editor.tsx';
import { useCustomerMailForm } from './use-customer-mail-form.ts';

export const REVIEW_LINK_HINT =
  'Any https:// link to your review page. For Google: open your Business Profile (search your business name on Google while signed in), choose “Ask for reviews” (or “Get more reviews”) and copy the link it shows.';
export const NO_RATING_FIRST_NOTE =
  'The e-mail links straight to your review page. The site never asks for a rating first and never chooses whom to ask by how happy they are: Google’s rules forbid that (“review gating”). Each customer is asked once, ever.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Days = styled.div`
  max-width: 14rem;
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.paper};
`;

const selectSite = (content: PublicContent): SiteDetails => content.site;

/** The business's name and phone for the previews, once the published details are in. */
function usePreviewDetails(): PreviewDetails {
  const site = usePublicContent('the business details', selectSite);
  if (site.status !== 'ready') return { businessName: '', phone: null, reviewLink: '' };
  return { businessName: site.data.name, phone: site.data.phone, reviewLink: '' };
}

type CustomerMailFormProps = {
  settings: CustomerMailView;
  onSaved: (saved: CustomerMailView) => void;
};

/** Quote follow-ups (on or off, when, the words) and review requests (the link, by itself or not, the words). */
export function CustomerMailForm({ settings, onSaved }: CustomerMailFormProps) {
  const form = useCustomerMailForm(settings, onSaved);
  const { values, messages, pending, formRef, textField, checkboxField, handleSubmit } = form;
  const details = usePreviewDetails();
  const problems = Object.values(messages).filter(Boolean).length;
  const daysField = (name: 'followUps.afterDays' | 'reviews.autoAfterDays') => ({
    ...textField(name),
    inputMode: 'numeric' as const,
  });

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit}>
      <SendingNotice sending={settings.sending} />
      <FieldGroup
        legend="Quote follow-ups"
        lead={`While a request is marked Quoted, the customer gets this e-mail some days later, and once more as many days after that if they still have not decided: at most ${FOLLOW_UPS_MAX} in all. Marking the request Won, Lost or anything else stops them.`}
      >
        <CheckboxField
          label="Follow up on quotes by e-mail"
          hint="Off until you turn it on."
          {...checkboxField('followUps.enabled')}
        />
        <Days>
          <TextField label="Days after quoting" {...daysField('followUps.afterDays')} />
        </Days>
        <TemplateEditor form={form} of="followUps" name="Follow-up" details={details} />
      </FieldGroup>
      <FieldGroup
        legend="Review requests"
        lead="When a job is marked Won, its request offers “Ask for a review”: the customer gets this e-mail with your review link."
      >
        <TextField label="Review link" type="url" hint={REVIEW_LINK_HINT} {...textField('reviews.link')} />
        <CheckboxField
          label="Send it by itself after a job is marked Won"
          hint="Off: only when you click “Ask for a review” on the request."
          {...checkboxField('reviews.auto')}
        />
        {values['reviews.auto'] && (
          <Days>
            <TextField label="Days after Won" hint="0: the same day." {...daysField('reviews.autoAfterDays')} />
          </Days>
        )}
        <Note>{NO_RATING_FIRST_NOTE}</Note>
        <TemplateEditor form={form} of="reviews" name="Review request" details={details} />
      </FieldGroup>
      <SaveBar>
        <PendingButton pending={pending} pendingLabel="Saving…">
          Save follow-ups and reviews
        </PendingButton>
        {problems > 0 && (
          <FormError>{problems === 1 ? 'One field needs attention.' : `${problems} fields need attention.`}</FormError>
        )}
      </SaveBar>
    </Form>
  );
}
