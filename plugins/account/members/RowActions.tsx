import { useState } from 'react';
import { Box, Button, IconButton, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RowMenu } from '../../../src';
import { MemberRecordsMenu } from './MemberRecordsMenu';
import type { MemberDialogKind, MemberRecord } from './memberCalls';

const ITEMS: MemberDialogKind[] = [
  'edit',
  'resetPassword',
  'resetTradePassword',
  'kick',
  'changeAgent',
  'auditQuota',
  'tag',
  'remarks',
  'delete',
];

// The text buttons drop MUI's 64 px minimum width so the member list fits 1440 px in zh.
const TIGHT = { minWidth: 0 } as const;

/** Detail, records, lock/unlock in sight; the rest behind a menu so the row stays narrow. Agents only read. */
export function RowActions({
  record,
  canWrite,
  onOpen,
}: {
  record: MemberRecord;
  canWrite: boolean;
  onOpen(kind: MemberDialogKind, record: MemberRecord): void;
}) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const locked = record.status === 1;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      <Button size="small" sx={TIGHT} component={RouterLink} to={createPath({ resource: 'member', id: record.id, type: 'show' })}>
        {translate('account.members.detail')}
      </Button>
      <MemberRecordsMenu memberId={record.id} username={record.username} />
      {canWrite && (
        <>
          <Button
            size="small"
            sx={TIGHT}
            color={locked ? 'success' : 'warning'}
            data-testid={`member-${locked ? 'unlock' : 'lock'}-${record.id}`}
            onClick={() => onOpen(locked ? 'unlock' : 'lock', record)}
          >
            {translate(locked ? 'account.members.unlock' : 'account.members.lock')}
          </Button>
          <IconButton
            size="small"
            aria-label={translate('account.members.more')}
            data-testid={`member-more-${record.id}`}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <RowMenu anchor={anchor} onClose={() => setAnchor(null)}>
            {ITEMS.map((kind) => (
              <MenuItem
                key={kind}
                data-testid={`member-action-${kind}`}
                sx={kind === 'delete' ? { color: 'error.main' } : undefined}
                onClick={() => {
                  setAnchor(null);
                  onOpen(kind, record);
                }}
              >
                {translate(`account.members.${kind}`)}
              </MenuItem>
            ))}
          </RowMenu>
        </>
      )}
    </Box>
  );
}
