import { useState } from 'react';
import { Menu, type MenuProps } from '@mui/material';

export type RowMenuProps = Omit<MenuProps, 'open' | 'anchorEl'> & {
  /** Where the menu opens; null while it is closed. */
  anchor: HTMLElement | null;
};

/**
 * A menu opened from a list row or a report cell: MUI's Menu, mounted at its first opening and
 * kept after it (its closing animation plays). A closed MUI Menu still runs its popover and modal
 * for every row of the page — a share of the first rows' render on a cold list, for menus most rows
 * never open.
 */
export function RowMenu({ anchor, children, ...props }: RowMenuProps) {
  const [mounted, setMounted] = useState(false);
  if (anchor !== null && !mounted) setMounted(true);
  if (!mounted && anchor === null) return null;
  return (
    <Menu anchorEl={anchor} open={anchor !== null} {...props}>
      {children}
    </Menu>
  );
}
