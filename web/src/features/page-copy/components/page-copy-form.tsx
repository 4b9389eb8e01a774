import {
  COPY_PAGE_NAMES,
  type CopyField,
  type CopyPage,
  type PageCopies,
} from '@painting-site/gateway/contract/page-copy';
import {
  copyFieldRule,
  copyFields,
  pageCopyMessages,
  tidyCopyText,
  tidyPageCopy,
} from '@painting-site/gateway/contract/page-copy-rules';
import { PUBLIC_PATH } from '@painting-site/gateway/contract/routes';
import styled from 'styled-components';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { SaveBar } from '@/components/ui/save-bar.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { savePageCopy } from '../api/save-page-copy.ts';
import { PAGE_LAYOUTS } from '../page-copy-layout.ts';
import { CopyField as CopyInput } from './copy-field.tsx';
import { SearchResultPreview } from './search-result-preview.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The toast once a page is saved: the gateway answers after the published pages show it. */
export const pageSavedMessage = (page: CopyPage) => `${COPY_PAGE_NAMES[page]} page saved. The website shows it now.`;

/** Where the site is, for the search-result preview. */
export type SiteIdentity = {
  /** After each page's title. */
  name: string;
  /** The canonical origin, without a trailing slash. */
  url: string;
  /** The description each page gets while it has none of its own, built from the business details. */
  descriptions: Record<CopyPage, string>;
};

type PageCopyFormProps<Page extends CopyPage> = {
  page: Page;
  copy: PageCopies[Page];
  site: SiteIdentity | undefined;
  onSaved: (copy: PageCopies[Page]) => void;
};

/** One page's words, part by part as the page shows them, then its search result; one Save. */
export function PageCopyForm<Page extends CopyPage>({ page, copy, site, onSaved }: PageCopyFormProps<Page>) {
  const fields = copyFields(page);
  const form = useFormSubmission({
    initialValues: copy,
    fields,
    validate: (values) => pageCopyMessages(page, values),
    send: (values) => savePageCopy(page, tidyPageCopy(page, values)),
    onSuccess: (saved) => {
      form.setValues(saved);
      onSaved(saved);
      notify.success(pageSavedMessage(page));
    },
  });
  const { values, messages, pending, formRef, textField, handleSubmit } = form;
  const { groups, hints } = PAGE_LAYOUTS[page];
  const problems = Object.keys(messages).length;
  const text = (field: CopyField<Page>) => (values as Record<CopyField<Page>, string>)[field];
  // Every field of a page is text, which TypeScript cannot see through the page's type parameter.
  const copyField = textField as (field: CopyField<Page>) => ReturnType<typeof textField>;

  const input = (field: CopyField<Page>) => (
    <CopyInput key={field} rule={copyFieldRule(page, field)} hint={hints[field]} {...copyField(field)} />
  );

  // As the page's <title> will read: its own title (or its name), then the business.
  const seoTitle = tidyCopyText(text('seoTitle' as CopyField<Page>));
  const pageTitle = seoTitle || (page === 'home' ? '' : COPY_PAGE_NAMES[page]);
  const fullTitle = [pageTitle, site?.name].filter(Boolean).join(' · ');

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={`${COPY_PAGE_NAMES[page]} page`}>
      {groups.map((group) => (
        <FieldGroup key={group.legend} legend={group.legend} lead={group.lead}>
          {group.fields.map(input)}
        </FieldGroup>
      ))}
      <FieldGroup
        legend="Search results and link previews"
        lead="The page’s title in browser tabs and search results (the business name follows it), and a sentence or two on what it offers."
      >
        {input('seoTitle' as CopyField<Page>)}
        {input('seoDescription' as CopyField<Page>)}
        <SearchResultPreview
          title={fullTitle}
          description={tidyCopyText(text('seoDescription' as CopyField<Page>)) || (site?.descriptions[page] ?? '')}
          url={`${site?.url ?? ''}${PUBLIC_PATH[page]}`}
        />
      </FieldGroup>
      <SaveBar>
        <PendingButton pending={pending} pendingLabel="Saving…">
          Save the {COPY_PAGE_NAMES[page].toLowerCase()} page
        </PendingButton>
        {problems > 0 && (
          <FormError>{problems === 1 ? 'One field needs attention.' : `${problems} fields need attention.`}</FormError>
        )}
      </SaveBar>
    </Form>
  );
}
