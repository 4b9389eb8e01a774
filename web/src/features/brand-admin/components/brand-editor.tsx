import type { BrandSettings } from '@painting-site/gateway/contract/brand';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getBrand } from '../api/get-brand.ts';
import { AccentEditor } from './accent-editor.tsx';
import { HeaderNameEditor } from './header-name-editor.tsx';
import { LogoEditor } from './logo-editor.tsx';

const Editors = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/** Loads the brand and offers its logo and accent colour for editing. */
export function BrandEditor() {
  const brand = useLoaded('the logo and colour', 'brand', getBrand);
  const { update } = brand;
  const saved = (next: BrandSettings) => update(() => next);
  return (
    <AsyncContent resource={brand} failureAdvice={OWNER_LOAD_ADVICE} minHeight="20rem">
      {(data) => (
        <Editors>
          <LogoEditor brand={data} onSaved={saved} />
          {/* The choice matters only with a logo: without one, the header shows the name. */}
          {data.logo && <HeaderNameEditor brand={data} onSaved={saved} />}
          <AccentEditor brand={data} onSaved={saved} />
        </Editors>
      )}
    </AsyncContent>
  );
}
