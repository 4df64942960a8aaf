import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { FormDialog } from '../../../src';
import { useFormalMemberCalls } from './memberCalls';

const tagLength = (value: unknown) => (typeof value === 'string' && value.trim().length > 20 ? 'account.members.length1to20' : undefined);

/** The tag as a form input: a catalogue tag or any typed text (MUI's free-solo Autocomplete under react-admin's useInput). */
function TagInput({ options }: { options: string[] }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string>({
    source: 'customerTag',
    validate: tagLength,
    parse: (v: string) => v,
    format: (v) => v ?? '',
  });
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={field.value ?? ''}
      onInputChange={(_, value) => field.onChange(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={translate('account.members.columns.customerTag')}
          error={fieldState.invalid}
          onBlur={field.onBlur}
          helperText={<InputHelperText error={fieldState.error?.message} helperText="account.members.tagHelp" />}
          data-testid="tag-field"
        />
      )}
    />
  );
}

/** chance-member-label: one customer tag for the given members (from the catalogue or typed; empty clears it). */
export function TagDialog({ ids, current, onClose, onDone }: { ids: number[]; current: string; onClose(): void; onDone(): void }) {
  const calls = useFormalMemberCalls();
  const [options, setOptions] = useState<string[]>([]);
  useEffect(() => {
    calls
      .labels()
      .then((list) => setOptions(list.map((l) => l.name)))
      .catch(() => undefined);
  }, [calls]);
  return (
    <FormDialog<{ customerTag: string }>
      title="account.members.tag"
      defaultValues={{ customerTag: current }}
      success="account.members.saved"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.tag({ ids, customerTag: (values.customerTag ?? '').trim() })}
    >
      <TagInput options={options} />
    </FormDialog>
  );
}
