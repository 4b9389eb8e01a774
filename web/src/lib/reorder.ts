/** A copy of `items` with the one at `from` moved to `to`; the others keep their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/** `items` in the order of `ids`; any not named there (added meanwhile) keep their place at the end. */
export function arrangeByIds<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const unranked = ids.length;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (rank.get(a.item.id) ?? unranked + a.index) - (rank.get(b.item.id) ?? unranked + b.index))
    .map(({ item }) => item);
}
