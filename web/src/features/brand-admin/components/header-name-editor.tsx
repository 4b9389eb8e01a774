import type { BrandSettings } from '@painting-site/gateway/contract/brand';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { useApiErrorToast } from '@/lib/notify-api-error.ts';
import { saveHeaderName } from '../api/save-header-name.ts';

export const HEADER_NAME_SAVED_MESSAGE = 'Header saved. The website shows it now.';
export const LOGO_ONLY_LABEL = 'Logo only: my logo already shows the business name';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

type HeaderNameEditorProps = {
  brand: BrandSettings;
  onSaved: (brand: BrandSettings) => void;
};

/** Whether the site header shows the business name beside the logo (the default) or the logo alone. */
export function HeaderNameEditor({ brand, onSaved }: HeaderNameEditorProps) {
  const [logoOnly, setLogoOnly] = useState(brand.logoOnly);
  const [pending, setPending] = useState(false);
  const errors = useApiErrorToast();

  async function save(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const saved = await saveHeaderName(logoOnly);
      errors.clear();
      onSaved(saved);
      notify.success(HEADER_NAME_SAVED_MESSAGE);
    } catch (error) {
      errors.show(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <FieldGroup
      legend="Business name in the header"
      lead="The header shows your business name beside the logo. If your logo already shows the name, show the logo alone."
    >
      <Form onSubmit={save} aria-label="Business name in the header">
        <CheckboxField
          label={LOGO_ONLY_LABEL}
          checked={logoOnly}
          onChange={(event) => setLogoOnly(event.target.checked)}
        />
        <PendingButton pending={pending} pendingLabel="Saving…">
          Save
        </PendingButton>
      </Form>
    </FieldGroup>
  );
}
