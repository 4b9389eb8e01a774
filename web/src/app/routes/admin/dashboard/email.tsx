import { PageMeta } from '@/components/seo/page-meta.tsx';
import { MailSettings } from '@/features/mail/components/mail-settings.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="E-mail" description="Whether the site can send e-mail, and a test." />
      <h1>E-mail</h1>
      <p>
        The site e-mails you about each new quote request and tells the customer it arrived. Check here that it works.
      </p>
      <MailSettings />
    </>
  );
}
