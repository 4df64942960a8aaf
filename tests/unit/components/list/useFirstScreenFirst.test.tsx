import { renderHook } from '@testing-library/react';
import { firstScreenRows, useFirstScreenFirst } from '../../../../src/components/list/useFirstScreenFirst';

type Rows = { id: number }[] | undefined;
const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

/** The hook over `first` (limit 5), recording how many rows each render draws. */
function drawing(first: Rows) {
  const drawn: (number | undefined)[] = [];
  const { rerender } = renderHook(
    ({ data }: { data: Rows }) => {
      const shown = useFirstScreenFirst(data, 5);
      drawn.push(shown?.length);
      return shown;
    },
    { initialProps: { data: first } },
  );
  return { drawn, answer: (data: Rows) => rerender({ data }) };
}

describe('useFirstScreenFirst', () => {
  it('counts the rows a window shows, never fewer than five', () => {
    expect(firstScreenRows(900)).toBe(18);
    expect(firstScreenRows(720)).toBe(14);
    expect(firstScreenRows(200)).toBe(5);
  });

  it('draws a first answer longer than the window in two steps, then later answers at once', () => {
    const { drawn, answer } = drawing(undefined);
    answer(rows(20));
    expect(drawn).toEqual([undefined, 5, 20]);

    drawn.length = 0;
    answer(rows(20, 21));
    expect(drawn).toEqual([20]);
  });

  it('does not stage an answer that fits, nor any answer after it', () => {
    const { drawn, answer } = drawing(rows(3));
    answer(rows(20));
    expect(drawn).toEqual([3, 20]);
  });
});
