import { ESTIMATE_LIMITS, type PriceListItem } from '@painting-site/gateway/contract/estimates';
import { useState } from 'react';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ItemCard, ItemCardList, ItemFacts, ItemTitle } from '@/components/ui/item-card.tsx';
import { EmptyNote } from '@/components/ui/page-section.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { useLoaded } from '@/lib/use-loaded.ts';
import { priceListApi } from '../api/price-list-api.ts';
import type { MoneyFormat } from '../estimate-words.ts';
import { moneyWords } from '../estimate-words.ts';
import { PriceItemDialog } from './price-item-dialog.tsx';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; item: PriceListItem } | null;

/** The owner's price list: the items a line can be picked from, added, edited and removed. */
export function PriceListManager({ format }: { format: MoneyFormat }) {
  const items = useLoaded('the price list', 'price-list', (signal) => priceListApi.list(signal));
  const [dialog, setDialog] = useState<Dialog>(null);
  const money = moneyWords(format);
  const full = items.status === 'ready' && items.data.length >= ESTIMATE_LIMITS.priceListMax;

  function saved(item: PriceListItem, created: boolean) {
    items.update((current) =>
      created ? [...current, item] : current.map((each) => (each.id === item.id ? item : each)),
    );
    setDialog(null);
  }

  async function remove(item: PriceListItem) {
    try {
      await priceListApi.remove(item.id);
    } catch (error) {
      notifyApiError(error);
      throw error;
    }
    items.update((current) => current.filter((each) => each.id !== item.id));
    setDialog(null);
    notify.success(`“${item.name}” removed from the price list.`);
  }

  return (
    <Content>
      <div>
        <Button type="button" aria-disabled={full || undefined} onClick={() => !full && setDialog({ kind: 'add' })}>
          Add to the price list
        </Button>
      </div>
      {full && <Muted>The price list holds at most {ESTIMATE_LIMITS.priceListMax} items: remove one first.</Muted>}
      <AsyncContent resource={items} failureAdvice={OWNER_LOAD_ADVICE}>
        {(data) =>
          data.length === 0 ? (
            <EmptyNote>
              No items yet. Add the work you price often (walls by the square foot, a door, an hour of prep): a line of
              an estimate is then picked in one tap.
            </EmptyNote>
          ) : (
            <ItemCardList aria-label="Price list">
              {data.map((item) => (
                <ItemCard key={item.id}>
                  <ItemFacts>
                    <ItemTitle>{item.name}</ItemTitle>
                    <p>
                      {money(item.unitPriceCents)} / {item.unit}
                      {item.taxable ? ', taxable' : ', not taxed'}
                    </p>
                    {item.details && <Muted>{item.details}</Muted>}
                  </ItemFacts>
                  <Actions>
                    <Button
                      type="button"
                      data-variant="secondary"
                      data-size="small"
                      aria-label={`Edit: ${item.name}`}
                      onClick={() => setDialog({ kind: 'edit', item })}
                    >
                      Edit
                    </Button>
                    <Button
                      type="button"
                      data-variant="secondary"
                      data-size="small"
                      aria-label={`Delete: ${item.name}`}
                      onClick={() => setDialog({ kind: 'delete', item })}
                    >
                      Delete
                    </Button>
                  </Actions>
                </ItemCard>
              ))}
            </ItemCardList>
          )
        }
      </AsyncContent>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <PriceItemDialog
          item={dialog.kind === 'edit' ? dialog.item : null}
          locale={format.locale}
          onSaved={saved}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Remove this item from the price list?"
          confirmLabel="Remove item"
          pendingLabel="Removing…"
          onConfirm={() => remove(dialog.item)}
          onClose={() => setDialog(null)}
        >
          “{dialog.item.name}” is no longer offered to pick; estimates written with it keep their lines.
        </ConfirmDialog>
      )}
    </Content>
  );
}
