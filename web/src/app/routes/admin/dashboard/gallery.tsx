import { PageMeta } from '@/components/seo/page-meta.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Gallery" description="The photos shown in the website's gallery." />
      <h1>Gallery</h1>
      <p>
        Here you will upload photos of finished jobs, give each one a caption, choose the order they appear
        in on the website and remove the ones you no longer want to show.
      </p>
    </>
  );
}
