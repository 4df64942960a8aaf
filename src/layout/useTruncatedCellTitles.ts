import { useEffect } from 'react';

const TRUNCATED = 'data-truncated-title';

/**
 * Table cells cut short with an ellipsis (the theme caps their width) get their full text as a
 * tooltip when the pointer reaches them. One listener for every table, so each list does not need
 * its own tooltip column type; cells that fit are left without a title.
 */
export function useTruncatedCellTitles(root: Document | HTMLElement = document): void {
  useEffect(() => {
    const onOver = (event: Event) => {
      const cell = (event.target as Element | null)?.closest?.('td');
      if (!(cell instanceof HTMLElement)) return;
      const cut = cell.scrollWidth > cell.clientWidth + 1;
      if (cut && (!cell.title || cell.hasAttribute(TRUNCATED))) {
        cell.title = cell.innerText.trim();
        cell.setAttribute(TRUNCATED, '');
      } else if (!cut && cell.hasAttribute(TRUNCATED)) {
        cell.removeAttribute('title');
        cell.removeAttribute(TRUNCATED);
      }
    };
    root.addEventListener('mouseover', onOver);
    return () => root.removeEventListener('mouseover', onOver);
  }, [root]);
}
