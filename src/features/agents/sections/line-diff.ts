export type DiffLineKind = 'added' | 'removed' | 'unchanged';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

const linesOf = (text: string): string[] => (text === '' ? [] : text.split(/\r?\n/));

// A longest-common-subsequence table: prompts are at most a few hundred lines, so the quadratic
// table stays small and the result is the shortest edit a reader can follow.
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  const width = b.length + 1;
  const common = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => common[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const result: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left !== undefined && left === right) {
      result.push({ kind: 'unchanged', text: left });
      i++;
      j++;
    } else if (left !== undefined && (right === undefined || at(i + 1, j) >= at(i, j + 1))) {
      // On a tie the old line goes first, so a changed line reads as removed, then added.
      result.push({ kind: 'removed', text: left });
      i++;
    } else if (right !== undefined) {
      result.push({ kind: 'added', text: right });
      j++;
    }
  }
  return result;
}

export function diffCounts(lines: readonly DiffLine[]): Record<DiffLineKind, number> {
  const counts = { added: 0, removed: 0, unchanged: 0 };
  for (const line of lines) counts[line.kind]++;
  return counts;
}
