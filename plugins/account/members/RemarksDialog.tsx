import { useEffect, useState } from 'react';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { FormDialog, formatBombay } from '../../../src';
import { useFormalMemberCalls, type MemberRecord, type MemoryRecord } from './memberCalls';
import { asTyped, upTo255 } from './memberValidation';

interface RemarkValues {
  remarkFront: string;
  remarkBack: string;
  memo: string;
}

/** chance-member-memory-record: front-desk and back-office remarks, a new memo, and the history of all three. */
export function RemarksDialog({ record, onClose, onDone }: { record: MemberRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useFormalMemberCalls();
  const [memory, setMemory] = useState<MemoryRecord | null>(null);
  useEffect(() => {
    calls
      .memory({ id: record.id })
      .then(setMemory)
      .catch(() => undefined);
  }, [calls, record.id]);
  // The stored remarks replace the list row's copy once loaded (the form resets to them).
  const defaults: RemarkValues = {
    remarkFront: memory?.remarkFront ?? record.remarkFront,
    remarkBack: memory?.remarkBack ?? record.remarkBack,
    memo: '',
  };
  return (
    <FormDialog<RemarkValues>
      title="account.members.remarks"
      record={record}
      resource="member"
      defaultValues={defaults}
      success="account.members.saved"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) =>
        calls.saveMemory({
          id: record.id,
          remarkFront: values.remarkFront ?? '',
          remarkBack: values.remarkBack ?? '',
          memo: values.memo || undefined,
        })
      }
    >
      <TextInput source="remarkFront" label="account.members.remarkFront" multiline parse={asTyped} validate={upTo255} />
      <TextInput source="remarkBack" label="account.members.remarkBack" multiline parse={asTyped} validate={upTo255} />
      <TextInput source="memo" label="account.members.memo" multiline parse={asTyped} validate={upTo255} />
      <Typography variant="subtitle2">{translate('account.members.history')}</Typography>
      {memory && memory.history.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('account.members.noHistory')}
        </Typography>
      )}
      <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
        {memory?.history.map((h) => (
          <ListItem key={h.id} disableGutters>
            <ListItemText
              primary={h.content}
              secondary={`${translate(`account.members.remarkKinds.${h.kind}`)} · ${h.staff ?? '-'} · ${formatBombay(h.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
    </FormDialog>
  );
}
