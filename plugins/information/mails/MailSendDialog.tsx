import { required, SelectInput, TextInput } from 'react-admin';
import { FormDialog, RichTextInput } from '../../../src';
import { useActions } from '../../../dataProvider';
import { visibleText } from '../publishable/publishForm';
import { MAIL_LANGS, mailActions, type MailLang } from './mailCalls';

interface SendValues {
  account: string;
  lang: MailLang;
  title: string;
  content: string;
}

/** Client-side checks mirror the server's (which also sanitises the HTML and refuses unknown accounts). */
export function validateMail(values: Partial<SendValues>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.account?.trim()) errors.account = 'information.mail.v.account';
  const title = values.title?.trim() ?? '';
  if (title.length < 1 || title.length > 100) errors.title = 'information.mail.v.titleLength';
  else if (/<[a-z!/]/i.test(title)) errors.title = 'information.mail.v.titlePlain';
  if (visibleText(values.content ?? '').length === 0 && !/<img\s/i.test(values.content ?? ''))
    errors.content = 'information.mail.v.content';
  else if ((values.content ?? '').length > 10_000) errors.content = 'information.mail.v.contentLong';
  return errors;
}

/** A personal mail to one member's mailbox, in rich text; the member app shows it under "my messages". */
export function MailSendDialog({ onClose, onDone, account }: { onClose(): void; onDone(): void; account?: string }) {
  const calls = useActions('memberMail', mailActions);
  return (
    <FormDialog<SendValues>
      title="information.mail.sendTitle"
      resource="memberMail"
      defaultValues={{ account: account ?? '', lang: 'en', title: '', content: '' }}
      validate={(values) => validateMail(values as SendValues)}
      success="information.mail.sent"
      saveTestId="mail-send-save"
      saveLabel="information.mail.send"
      maxWidth="md"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) =>
        calls.send({ account: values.account.trim(), lang: values.lang, title: values.title.trim(), content: values.content })
      }
    >
      <TextInput source="account" label="information.mail.col.account" validate={required()} fullWidth />
      <SelectInput
        source="lang"
        label="information.mail.col.lang"
        choices={MAIL_LANGS.map((l) => ({ id: l, name: `information.notice.lang.${l}` }))}
        validate={required()}
      />
      <TextInput source="title" label="information.mail.col.title" fullWidth />
      <RichTextInput source="content" label="information.mail.col.content" fullWidth />
    </FormDialog>
  );
}
