import { TextField } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDayInput, FormDialog } from '../../../src';
import { useFormalMemberCalls, type MemberProfile, type MemberRecord } from './memberCalls';
import { asTyped, email, indianPhone, upTo20 } from './memberValidation';

type ProfileValues = Omit<MemberProfile, 'id'>;

const SEXES = [0, 1, 2].map((id) => ({ id, name: `account.members.sexes.${id}` }));
const LANGUAGES = ['en', 'hi'].map((id) => ({ id, name: `account.members.languages.${id}` }));
const CLASSES = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id }));
const label = (key: string) => `account.members.columns.${key}`;

/** chance-member/save/member/account: the member's profile labels (balances and VIP are not edited here). */
export function EditMemberDialog({ record, onClose, onDone }: { record: MemberRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useFormalMemberCalls();
  const defaults: ProfileValues = {
    nickname: record.nickname,
    realName: record.realName,
    phone: record.phone,
    email: record.email,
    sex: record.sex,
    birthDate: record.birthDate ?? '',
    // The row holds the stored texts; the form offers (and the route takes) only the listed ones.
    language: record.language as ProfileValues['language'],
    customerClass: record.customerClass as ProfileValues['customerClass'],
  };
  return (
    <FormDialog<ProfileValues>
      title="account.members.edit"
      record={record}
      resource="member"
      defaultValues={defaults}
      success="account.members.saved"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save({ ...values, id: record.id, birthDate: values.birthDate || undefined })}
    >
      <TextField label={translate(label('username'))} value={record.username} disabled />
      <TextInput source="nickname" label={label('nickname')} parse={asTyped} validate={upTo20} />
      <TextInput source="realName" label={label('realName')} parse={asTyped} />
      <TextInput
        source="phone"
        label={label('phone')}
        parse={asTyped}
        validate={indianPhone}
        slotProps={{ htmlInput: { 'data-testid': 'edit-phone' } }}
      />
      <TextInput source="email" label={label('email')} parse={asTyped} validate={email} />
      <SelectInput source="sex" label="account.members.sex" choices={SEXES} />
      <BombayDayInput source="birthDate" bound="date" label="account.members.birthDate" testId="edit-birth-date" />
      <SelectInput source="language" label="account.members.language" choices={LANGUAGES} />
      <SelectInput source="customerClass" label={label('customerClass')} choices={CLASSES} translateChoice={false} />
    </FormDialog>
  );
}
