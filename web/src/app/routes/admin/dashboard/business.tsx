import { PageMeta } from '@/components/seo/page-meta.tsx';
import { BusinessDetailsEditor } from '@/features/business-details/components/business-details-editor.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Business details" description="The contact details shown across the website." />
      <h1>Business details</h1>
      <p>
        The name, phone number, email, address, service area and opening hours visitors see across the website. Changes
        show from the next page a visitor opens.
      </p>
      <BusinessDetailsEditor />
    </>
  );
}
