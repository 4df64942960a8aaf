import { useMemo, useState } from 'react';
import { Box, Checkbox, Collapse, FormControlLabel, IconButton } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import type { MenuListEntry } from '../../../../src';
import { checkedFrom, stateOf, toggle, treeFrom } from './menuModel';

export interface PermissionTreeProps {
  /** The server's menu catalogue (chance-role/menuTree). */
  catalogue: MenuListEntry[];
  value: MenuListEntry[];
  onChange(value: MenuListEntry[]): void;
}

/**
 * The menu permissions of a role as a tree of checkboxes: checking a section checks everything
 * below it, a section with some children checked shows the partial state. Labels come from the
 * console's menu messages where a plugin has one, then this part's own names, else the route name.
 */
export function PermissionTree({ catalogue, value, onChange }: PermissionTreeProps) {
  const checked = useMemo(() => checkedFrom(value, catalogue), [value, catalogue]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const translate = useTranslate();

  const renderNodes = (nodes: MenuListEntry[], prefix: string[], depth: number) =>
    nodes.map((node) => {
      const path = [...prefix, node.title];
      const id = path.join('/');
      const state = stateOf(node, path, checked);
      const section = Boolean(node.children && node.children.length > 0);
      const expanded = open.has(id);
      return (
        <Box key={id} role="treeitem" aria-expanded={section ? expanded : undefined} sx={{ pl: depth === 0 ? 0 : 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 32 }}>
            {section ? (
              <IconButton
                size="small"
                aria-label={translate(expanded ? 'account.staff.roles.collapse' : 'account.staff.roles.expand')}
                data-testid={`perm-toggle-${id}`}
                onClick={() =>
                  setOpen((prev) => {
                    const next = new Set(prev);
                    if (next.has(id)) next.delete(id);
                    else next.add(id);
                    return next;
                  })
                }
              >
                {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </IconButton>
            ) : (
              <Box sx={{ width: 34 }} />
            )}
            <FormControlLabel
              sx={{ m: 0 }}
              label={translate(`account.menu.${node.title}`, { _: translate(`account.staff.menuNames.${node.title}`, { _: node.title }) })}
              control={
                <Checkbox
                  size="small"
                  checked={state === 'checked'}
                  indeterminate={state === 'partial'}
                  slotProps={{ input: { 'data-testid': `perm-${id}`, 'data-state': state } as object }}
                  onChange={() => onChange(treeFrom(toggle(node, path, checked), catalogue))}
                />
              }
            />
          </Box>
          {section && (
            <Collapse in={expanded} unmountOnExit>
              <Box role="group">{renderNodes(node.children as MenuListEntry[], path, depth + 1)}</Box>
            </Collapse>
          )}
        </Box>
      );
    });

  return (
    <Box
      role="tree"
      data-testid="permission-tree"
      sx={{ maxHeight: 420, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
    >
      {renderNodes(catalogue, [], 0)}
    </Box>
  );
}
