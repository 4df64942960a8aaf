import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PHONE_PATTERN, useMembersApi, type MemberRecord } from './api';
import { FormDialog } from './FormDialog';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** chance-member/save/member/account: the member's profile labels (balances and VIP are not edited here). */
export function EditMemberDialog({ record, onClose, onDone }: { record: MemberRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const api = useMembersApi();
  const [form, setForm] = useState({
    nickname: record.nickname, realName: record.realName, phone: record.phone, email: record.email, sex: record.sex,
    birthDate: record.birthDate ?? '', language: record.language, customerClass: record.customerClass,
  });
  const set = (key: keyof typeof form) => (e: { target: { value: unknown } }) => setForm({ ...form, [key]: e.target.value });
  const nicknameError = form.nickname.length > 20 ? translate('account.members.length1to20') : '';
  const phoneError = form.phone && !PHONE_PATTERN.test(form.phone.trim()) ? translate('account.members.phoneInvalid') : '';
  const emailError = form.email && !EMAIL_PATTERN.test(form.email.trim()) ? translate('account.members.emailInvalid') : '';
  const label = (key: string) => translate(`account.members.columns.${key}`);
  return (
    <FormDialog
      title="account.members.edit"
      valid={!nicknameError && !phoneError && !emailError}
      onClose={onClose}
      onDone={onDone}
      onSave={() => api.action('member', 'save', { id: record.id, ...form, birthDate: form.birthDate || undefined })}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField size="small" label={label('username')} value={record.username} disabled />
        <TextField size="small" label={label('nickname')} value={form.nickname} onChange={set('nickname')} error={!!nicknameError} helperText={nicknameError} />
        <TextField size="small" label={label('realName')} value={form.realName} onChange={set('realName')} />
        <TextField size="small" label={label('phone')} value={form.phone} onChange={set('phone')} error={!!phoneError} helperText={phoneError}
          slotProps={{ htmlInput: { 'data-testid': 'edit-phone' } }} />
        <TextField size="small" label={label('email')} value={form.email} onChange={set('email')} error={!!emailError} helperText={emailError} />
        <TextField size="small" select label={translate('account.members.sex')} value={form.sex} onChange={set('sex')}>
          {[0, 1, 2].map((s) => <MenuItem key={s} value={s}>{translate(`account.members.sexes.${s}`)}</MenuItem>)}
        </TextField>
        <TextField size="small" type="date" label={translate('account.members.birthDate')} value={form.birthDate} onChange={set('birthDate')}
          slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" select label={translate('account.members.language')} value={form.language} onChange={set('language')}>
          {['en', 'hi'].map((l) => <MenuItem key={l} value={l}>{translate(`account.members.languages.${l}`)}</MenuItem>)}
        </TextField>
        <TextField size="small" select label={label('customerClass')} value={form.customerClass} onChange={set('customerClass')}>
          {['A', 'B', 'C', 'D'].map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
        </TextField>
      </Stack>
    </FormDialog>
  );
}
