import { type ChangeEvent, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { buttonStyles } from './button.tsx';

// The real input stays in the page for keyboards, screen readers and tests, but out of sight:
// its label is the button, and shows the input's focus. (Its container is positioned.)
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const PickLabel = styled.label`
  ${buttonStyles}

  input:focus-visible + & {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }

  input:disabled + & {
    opacity: 0.45;
    cursor: progress;
  }
`;

type FilePickProps = {
  /** The button's words. */
  children: ReactNode;
  /** What the picker offers, e.g. "image/jpeg,image/png". */
  accept: string;
  multiple?: boolean;
  /** While an upload runs: the button greys out and picks nothing. */
  disabled?: boolean;
  /** The files picked; the same file may be picked again afterwards (after fixing it, say). */
  onPick: (files: File[]) => void;
  /** The input's name when the button's words are not enough ("Add before picture: Porch"). */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-variant'?: 'secondary';
  'data-size'?: 'small';
};

/** A button that opens the file picker: a real file input, keyboard-operable, shown as its label. */
export function FilePick({ children, accept, multiple, disabled, onPick, ...rest }: FilePickProps) {
  const inputId = useId();
  const { 'aria-label': label, 'aria-describedby': describedBy, ...look } = rest;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onPick([...(event.target.files ?? [])]);
    event.target.value = '';
  }

  return (
    <>
      <FileInput
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={handleChange}
      />
      <PickLabel htmlFor={inputId} {...look}>
        {children}
      </PickLabel>
    </>
  );
}
