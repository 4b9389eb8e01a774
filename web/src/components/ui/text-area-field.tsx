import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FormField } from './form-field.tsx';

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 9rem;
  resize: vertical;
`;

type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  /** Under the box, before the error message: a character count. */
  after?: ReactNode;
};

/** A labelled box for a few lines of text, with its hint and error message. */
export function TextAreaField({ label, error, hint, after, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <>
          <TextArea {...control} {...textAreaProps} />
          {after}
        </>
      )}
    </FormField>
  );
}
