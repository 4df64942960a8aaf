import { fireEvent, render, screen } from '@testing-library/react';
import { useTruncatedCellTitles } from '../../../src/layout/useTruncatedCellTitles';

function Table() {
  useTruncatedCellTitles();
  return (
    <table>
      <tbody>
        <tr>
          <td data-testid="long">
            <span>A note far too long for its column</span>
          </td>
          <td data-testid="short">OK</td>
          <td data-testid="own" title="set by the screen">
            Also long
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** jsdom has no layout: give a cell the widths a browser would measure. */
function widths(cell: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(cell, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(cell, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(cell, 'innerText', { configurable: true, value: cell.textContent });
}

it('gives a cut-off cell its full text as a title on hover, and only such cells', () => {
  render(<Table />);
  const long = screen.getByTestId('long');
  const short = screen.getByTestId('short');
  const own = screen.getByTestId('own');
  widths(long, 400, 240);
  widths(short, 40, 40);
  widths(own, 400, 240);
  fireEvent.mouseOver(long.firstElementChild as Element);
  fireEvent.mouseOver(short);
  fireEvent.mouseOver(own);
  expect(long).toHaveAttribute('title', 'A note far too long for its column');
  expect(short).not.toHaveAttribute('title');
  // A title the screen set itself is kept.
  expect(own).toHaveAttribute('title', 'set by the screen');
  // Widened (column chooser, window): the title goes again.
  widths(long, 400, 400);
  fireEvent.mouseOver(long);
  expect(long).not.toHaveAttribute('title');
});
