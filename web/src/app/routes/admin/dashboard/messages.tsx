import { PageMeta } from '@/components/seo/page-meta.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Messages" description="Quote requests sent through the contact form." />
      <h1>Messages</h1>
      <p>
        Here you will read the quote requests that visitors send through the contact form, mark each one as
        answered or done, keep notes on the job and export the list.
      </p>
    </>
  );
}
