import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FormField } from './form-field.tsx';

const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled drop-down list, with its hint and error message. */
export function SelectField({ label, options, error, hint, ...selectProps }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Select {...control} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
