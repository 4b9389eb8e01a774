import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FormField } from './form-field.tsx';

const Input = styled.input`
  ${controlStyles}
`;

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  /** Always shown above the box. */
  label: ReactNode;
  /** What is wrong with the value; marks the box invalid and is read out with it. */
  error?: string | undefined;
  /** A standing tip, such as the password rules. */
  hint?: string | undefined;
  /** Under the box, before the error message: a character count. */
  after?: ReactNode;
};

/** A labelled input with its hint and its error message tied to it for screen readers. */
export function TextField({ label, error, hint, after, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <>
          <Input {...control} {...inputProps} />
          {after}
        </>
      )}
    </FormField>
  );
}
