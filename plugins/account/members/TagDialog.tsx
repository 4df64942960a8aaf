import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMembersApi } from './api';
import { FormDialog } from './FormDialog';

/** chance-member-label: one customer tag for the given members (from the catalogue or typed; empty clears it). */
export function TagDialog({ ids, current, onClose, onDone }: { ids: number[]; current: string; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const api = useMembersApi();
  const [options, setOptions] = useState<string[]>([]);
  const [tag, setTag] = useState(current);
  useEffect(() => {
    api.action<{ name: string }[]>('member', 'labels').then((list) => setOptions(list.map((l) => l.name))).catch(() => undefined);
  }, [api]);
  const error = tag.trim().length > 20 ? translate('account.members.length1to20') : '';
  return (
    <FormDialog
      title="account.members.tag"
      valid={!error}
      onClose={onClose}
      onDone={onDone}
      onSave={() => api.action('member', 'tag', { ids, customerTag: tag.trim() })}
    >
      <Autocomplete
        freeSolo
        options={options}
        inputValue={tag}
        onInputChange={(_, value) => setTag(value)}
        renderInput={(params) => (
          <TextField {...params} size="small" margin="normal" label={translate('account.members.columns.customerTag')} error={!!error}
            helperText={error || translate('account.members.tagHelp')} data-testid="tag-field" />
        )}
      />
    </FormDialog>
  );
}
