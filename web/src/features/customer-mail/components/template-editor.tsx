import {
  type MailTemplate,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
} from '@painting-site/gateway/contract/customer-mail';
import styled from 'styled-components';
import { CharacterCount } from '@/components/ui/character-count.tsx';
import { ProblemNotice } from '@/components/ui/problem-notice.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { fillTemplate, lacksPhone, type PreviewDetails } from '../template-preview.ts';
import { MailPreview } from './mail-preview.tsx';
import type { CustomerMailForm } from './use-customer-mail-form.ts';

type TemplateEditorProps = {
  form: CustomerMailForm;
  /** Which e-mail: its values are under "followUps.template…" or "reviews.template…". */
  of: 'followUps' | 'reviews';
  /** The e-mail's name, starting its fields' labels: "Follow-up" → "Follow-up subject". */
  name: string;
  details: PreviewDetails;
};

/** What the owner is told when the e-mail says {phone} and Business details has no phone number. */
export const NO_PHONE_PROBLEM = {
  words: 'This e-mail says {phone}, but Business details has no phone number: the customer would see a gap there.',
  link: 'Add your phone number',
} as const;

// A polite live region, there before the notice is: as the owner types {phone}, a screen reader
// hears the notice come. Empty, it is out of the flow, so it leaves no gap among the fields.
const NoticeRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;

/** One e-mail's subject and words, with a preview that follows every key. */
export function TemplateEditor({ form, of, name, details }: TemplateEditorProps) {
  const { values, textField } = form;
  const subject = textField(`${of}.template.subject`);
  const body = textField(`${of}.template.body`);
  const template: MailTemplate = { subject: subject.value, body: body.value };
  return (
    <>
      <TextField
        label={`${name} subject`}
        {...subject}
        after={<CharacterCount length={subject.value.length} max={TEMPLATE_SUBJECT_MAX_LENGTH} />}
      />
      <TextAreaField
        label={`${name} e-mail`}
        hint="Plain text. Leave a blank line between paragraphs."
        rows={10}
        {...body}
        after={<CharacterCount length={body.value.length} max={TEMPLATE_BODY_MAX_LENGTH} />}
      />
      <NoticeRegion aria-live="polite">
        {lacksPhone(template, details) && (
          <ProblemNotice problem={NO_PHONE_PROBLEM.words} to={paths.adminBusiness} link={NO_PHONE_PROBLEM.link} />
        )}
      </NoticeRegion>
      <MailPreview
        mail={fillTemplate(template, { ...details, reviewLink: values['reviews.link'].trim() })}
        caption={`Preview of the ${name.toLowerCase()} e-mail`}
      />
    </>
  );
}
