import { PageMeta } from '@/components/seo/page-meta.tsx';
import { MailSettings } from '@/features/mail/components/mail-settings.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="E-mail"
        description="Connect your mail account, test it, and see whether the site can send e-mail."
      />
      <h1>E-mail</h1>
      <p>
        The site e-mails you about each new quote request and tells the customer it arrived. Connect your mail account
        here and check that it works.
      </p>
      <MailSettings />
    </>
  );
}
