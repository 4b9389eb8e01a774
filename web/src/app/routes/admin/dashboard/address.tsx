import { PageMeta } from '@/components/seo/page-meta.tsx';
import { SiteAddressStep } from '@/features/site-address/components/site-address-step.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Your website's address"
        description="Connect your own domain: the records to add where you bought it, a check, and https by itself."
      />
      <h1>Your website's address</h1>
      <p>
        Your own domain, like okaforpainting.com, is what customers type and what every link in your e-mails names.
        Connect it here: nobody needs to touch the server.
      </p>
      <SiteAddressStep />
    </>
  );
}
