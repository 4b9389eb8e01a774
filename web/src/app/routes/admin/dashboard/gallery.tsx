import { PageMeta } from '@/components/seo/page-meta.tsx';
import { GalleryManager } from '@/features/gallery-admin/components/gallery-manager.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Gallery" description="The photos shown in the website's gallery." />
      <h1>Gallery</h1>
      <p>Photos of finished jobs, as visitors see them in the gallery. Featured ones also show on the home page.</p>
      <GalleryManager />
    </>
  );
}
