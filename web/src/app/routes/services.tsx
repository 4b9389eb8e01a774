import { PageMeta } from '@/components/seo/page-meta.tsx';
import { BUSINESS_NAME } from '@/config/constants.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Services"
        description={`Interior and exterior painting, cabinet and trim refinishing and surface preparation by ${BUSINESS_NAME}.`}
      />
      <h1>Painting services</h1>
      <p>
        Interior painting, exterior painting, cabinet and trim refinishing, and the preparation that makes
        paint last: patching, sanding, caulking and priming.
      </p>
      <p>Every job starts with a visit and a written estimate, so you know the price before any work begins.</p>
    </>
  );
}
