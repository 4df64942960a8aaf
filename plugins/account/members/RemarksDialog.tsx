import { useEffect, useState } from 'react';
import { List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBombay } from '../../../src/format';
import { useMembersApi, type MemberRecord } from './api';
import { FormDialog } from './FormDialog';

interface MemoryRecord {
  remarkFront: string;
  remarkBack: string;
  history: { id: number; kind: string; content: string; staff: string | null; createdAt: number }[];
}

/** chance-member-memory-record: front-desk and back-office remarks, a new memo, and the history of all three. */
export function RemarksDialog({ record, onClose, onDone }: { record: MemberRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const api = useMembersApi();
  const [memory, setMemory] = useState<MemoryRecord | null>(null);
  const [front, setFront] = useState(record.remarkFront);
  const [back, setBack] = useState(record.remarkBack);
  const [memo, setMemo] = useState('');
  useEffect(() => {
    api.action<MemoryRecord>('member', 'memory', { id: record.id }).then((m) => {
      setMemory(m);
      setFront(m.remarkFront);
      setBack(m.remarkBack);
    }).catch(() => undefined);
  }, [api, record.id]);
  const tooLong = [front, back, memo].some((t) => t.length > 255);
  return (
    <FormDialog
      title="account.members.remarks"
      valid={!tooLong}
      onClose={onClose}
      onDone={onDone}
      onSave={() => api.action('member', 'saveMemory', { id: record.id, remarkFront: front, remarkBack: back, memo: memo || undefined })}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField size="small" multiline label={translate('account.members.remarkFront')} value={front} onChange={(e) => setFront(e.target.value)} />
        <TextField size="small" multiline label={translate('account.members.remarkBack')} value={back} onChange={(e) => setBack(e.target.value)} />
        <TextField size="small" multiline label={translate('account.members.memo')} value={memo} onChange={(e) => setMemo(e.target.value)}
          error={tooLong} helperText={tooLong ? translate('account.members.length1to255') : ''} />
        <Typography variant="subtitle2">{translate('account.members.history')}</Typography>
        {memory && memory.history.length === 0 && <Typography variant="body2" color="text.secondary">{translate('account.members.noHistory')}</Typography>}
        <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
          {memory?.history.map((h) => (
            <ListItem key={h.id} disableGutters>
              <ListItemText primary={h.content} secondary={`${translate(`account.members.remarkKinds.${h.kind}`)} · ${h.staff ?? '-'} · ${formatBombay(h.createdAt)}`} />
            </ListItem>
          ))}
        </List>
      </Stack>
    </FormDialog>
  );
}
