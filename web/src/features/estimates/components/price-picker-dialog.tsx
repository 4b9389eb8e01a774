import type { PriceListItem } from '@painting-site/gateway/contract/estimates';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { PanelDialog } from '@/components/ui/panel-dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { priceListApi } from '../api/price-list-api.ts';

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Pick = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
    }
  }
`;

const Name = styled.span`
  font-weight: 700;
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** The items whose name or details hold every word searched for, case and accents aside. */
export function searchPriceList(items: readonly PriceListItem[], words: string): PriceListItem[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const wanted = fold(words).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    const text = fold(`${item.name} ${item.details} ${item.unit}`);
    return wanted.every((word) => text.includes(word));
  });
}

type PricePickerDialogProps = {
  money: (cents: number) => string;
  onPick: (item: PriceListItem) => void;
  onClose: () => void;
};

/** The owner's price list, searchable: picking an item adds a line of it. */
export function PricePickerDialog({ money, onPick, onClose }: PricePickerDialogProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const countId = useId();
  const [words, setWords] = useState('');
  const items = useLoaded('the price list', 'price-list', (signal) => priceListApi.list(signal));

  return (
    <PanelDialog title="Pick from the price list" onClose={onClose} initialFocusRef={searchRef}>
      <TextField
        ref={searchRef}
        type="search"
        label="Search the price list"
        value={words}
        autoComplete="off"
        aria-controls={countId}
        onChange={(event) => setWords(event.target.value)}
      />
      <AsyncContent resource={items} failureAdvice={OWNER_LOAD_ADVICE} minHeight="6rem">
        {(data) => {
          if (data.length === 0) {
            return (
              <EmptyNote>
                Your price list is empty. <Link to={paths.adminEstimateSettings}>Add the items you price often</Link>,
                then pick them here.
              </EmptyNote>
            );
          }
          const found = searchPriceList(data, words);
          return (
            <>
              <Count id={countId} role="status">
                {found.length === data.length
                  ? `${data.length} ${data.length === 1 ? 'item' : 'items'}`
                  : `${found.length} of ${data.length} items match`}
              </Count>
              <Items>
                {found.map((item) => (
                  <li key={item.id}>
                    <Pick type="button" onClick={() => onPick(item)}>
                      <Name>{item.name}</Name>
                      <Detail>
                        {money(item.unitPriceCents)} / {item.unit}
                        {item.taxable ? '' : ', not taxed'}
                      </Detail>
                      {item.details && <Detail>{item.details}</Detail>}
                    </Pick>
                  </li>
                ))}
              </Items>
            </>
          );
        }}
      </AsyncContent>
    </PanelDialog>
  );
}
