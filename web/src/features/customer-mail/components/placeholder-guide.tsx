import { TEMPLATE_PLACEHOLDERS } from '@painting-site/gateway/contract/customer-mail';
import { Fragment } from 'react';
import { FactList } from '@/components/ui/fact-list.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PLACEHOLDER_MEANINGS } from '../template-preview.ts';

/** The words in braces an e-mail may use, and what each becomes when it is sent. */
export function PlaceholderGuide() {
  return (
    <PageSection
      title="Words filled in for each customer"
      lead="Type these, braces and all, in a subject or an e-mail: each is replaced as the e-mail is written. Any other {…} stays as you typed it. Leave a blank line between paragraphs."
    >
      <FactList>
        {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <Fragment key={placeholder}>
            <dt>
              <code>{placeholder}</code>
            </dt>
            <dd>{PLACEHOLDER_MEANINGS[placeholder]}</dd>
          </Fragment>
        ))}
      </FactList>
    </PageSection>
  );
}
