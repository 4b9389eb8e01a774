import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CHARACTER_COUNT_ANNOUNCE_DELAY_MS } from '@/config/constants.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const Count = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};

  &[data-over='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** What is left of the limit, in words. */
export function charactersLeft(length: number, max: number): string {
  const left = max - length;
  if (left >= 0) return `${left} ${left === 1 ? 'character' : 'characters'} left`;
  return `${-left} ${left === -1 ? 'character' : 'characters'} too many`;
}

type CharacterCountProps = {
  length: number;
  max: number;
};

/**
 * How much of a field's limit is used, under the field. The visible count follows every key; a
 * screen reader hears what is left once the owner pauses (a polite live region), not at every key.
 */
export function CharacterCount({ length, max }: CharacterCountProps) {
  const [announced, setAnnounced] = useState('');
  // Nothing is read out on arrival, only once the owner has typed.
  const [initialLength] = useState(length);
  const typed = length !== initialLength || announced !== '';

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => setAnnounced(charactersLeft(length, max)), CHARACTER_COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [length, max, typed]);

  return (
    <>
      <Count aria-hidden="true" data-over={length > max}>
        {charactersLeft(length, max)}
      </Count>
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
    </>
  );
}
