import { PageMeta } from '@/components/seo/page-meta.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Services" description="The services listed on the website." />
      <h1>Services</h1>
      <p>
        Here you will add the services you offer, edit how they are described and put them in the order
        visitors see on the services page.
      </p>
    </>
  );
}
