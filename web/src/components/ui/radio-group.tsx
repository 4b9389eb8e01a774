import { type Ref, useId } from 'react';
import styled from 'styled-components';
import { FieldErrorMessage } from './form-field.tsx';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.lg};
`;

/** A radio button and its words, the whole line a tap target. */
export const RadioLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }
`;

export type RadioOption<Value extends string> = { value: Value; label: string };

type RadioGroupProps<Value extends string> = {
  legend: string;
  name: string;
  options: readonly RadioOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** What is wrong with the choice; read out with the group. */
  error?: string | undefined;
  /** The fieldset, so a form can move focus into the group. */
  ref?: Ref<HTMLFieldSetElement>;
};

/** One choice out of a few, all visible: a fieldset of radio buttons under its legend. */
export function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  ref,
}: RadioGroupProps<Value>) {
  const errorId = useId();

  return (
    <Fieldset
      ref={ref}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <RadioLabel key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </RadioLabel>
        ))}
      </Options>
      {error && <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>}
    </Fieldset>
  );
}
