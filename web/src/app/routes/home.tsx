import { PageMeta } from '@/components/seo/page-meta.tsx';
import { ButtonLink, ButtonRow } from '@/components/ui/button.tsx';
import { BUSINESS_NAME } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Home"
        description={`${BUSINESS_NAME} paints homes and small businesses inside and out, with careful prep, clean lines and free written estimates.`}
      />
      <h1>Interior and exterior painting, done right</h1>
      <p>
        {BUSINESS_NAME} prepares, protects and paints homes and small businesses: walls and ceilings,
        trim and doors, siding and fences. You get a written estimate before we start and a tidy site when
        we leave.
      </p>
      <ButtonRow>
        <ButtonLink to={paths.contact}>Get a free estimate</ButtonLink>
        <ButtonLink to={paths.gallery} data-variant="secondary">
          See our work
        </ButtonLink>
      </ButtonRow>
    </>
  );
}
