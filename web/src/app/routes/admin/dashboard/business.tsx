import { PageMeta } from '@/components/seo/page-meta.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Business details" description="The contact details shown across the website." />
      <h1>Business details</h1>
      <p>
        Here you will keep the business name, phone number, email, address, service area and opening hours
        up to date, so visitors always know how to reach you.
      </p>
    </>
  );
}
