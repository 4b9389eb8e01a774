import { QUOTE_REQUEST_SEARCH_MAX_LENGTH } from '@painting-site/gateway/contract/quote-requests';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

type QuoteRequestSearchProps = {
  /** The words searched for now (from the address). */
  initial: string;
  onSearch: (words: string) => void;
};

/** Searches names, emails, phones, addresses and details; an empty search shows everything again. */
export function QuoteRequestSearch({ initial, onSearch }: QuoteRequestSearchProps) {
  const [words, setWords] = useState(initial);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(words.trim());
  }

  function clear() {
    setWords('');
    onSearch('');
  }

  return (
    <Form role="search" onSubmit={handleSubmit}>
      <TextField
        label="Search requests"
        type="search"
        name="q"
        hint="Name, email, phone, address or words from the request."
        maxLength={QUOTE_REQUEST_SEARCH_MAX_LENGTH}
        value={words}
        onChange={(event) => setWords(event.target.value)}
      />
      <Button type="submit">Search</Button>
      {initial && (
        <Button type="button" data-variant="secondary" onClick={clear}>
          Clear search
        </Button>
      )}
    </Form>
  );
}
