/**
 * The gallery's order once a batch of uploads is in. Photos go up a few at a time and are stored in
 * the order they finish, so the batch's photos are put back in the order the owner picked them,
 * in the places they landed; every other photo keeps its place.
 */
export function inPickedOrder(ids: readonly number[], picked: readonly number[]): number[] {
  const shown = new Set(ids);
  const batch = picked.filter((id) => shown.has(id));
  const inBatch = new Set(batch);
  let next = 0;
  return ids.map((id) => (inBatch.has(id) ? (batch[next++] ?? id) : id));
}

/** True when both list the same ids in the same order. */
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
