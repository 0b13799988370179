export type ListMove = 'remove' | 'up' | 'down';

/** The list with the item at `index` removed or swapped with its neighbour (unchanged past either end). */
export function movedList<T>(items: readonly T[], index: number, move: ListMove): T[] {
  const next = [...items];
  if (index < 0 || index >= next.length) return next;
  if (move === 'remove') {
    next.splice(index, 1);
    return next;
  }
  const target = move === 'up' ? index - 1 : index + 1;
  if (target >= 0 && target < next.length) [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
