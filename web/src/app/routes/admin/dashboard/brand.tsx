import { PageMeta } from '@/components/seo/page-meta.tsx';
import { BrandEditor } from '@/features/brand-admin/components/brand-editor.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Brand" description="The logo and accent colour of the website." />
      <h1>Brand</h1>
      <p>
        Your logo and the colour of the site’s buttons and links. Each change is on the website as soon as it is saved.
      </p>
      <BrandEditor />
    </>
  );
}
