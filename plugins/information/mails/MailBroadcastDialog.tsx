import { useState } from 'react';
import { BooleanInput, CheckboxGroupInput, Confirm, FormDataConsumer, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { FormDialog, formatCount, RichTextInput } from '../../../src';
import { useActions } from '../../../dataProvider';
import { MAIL_LANGS, VIP_LEVELS, mailActions, type MailLang } from './mailCalls';
import { validateMail } from './MailSendDialog';

export interface BroadcastValues {
  all: boolean;
  vipLevels: number[];
  lang: MailLang;
  title: string;
  content: string;
}

/** The send's own checks (whom it reaches) and the mail's (title, content), as the server makes them. */
export function validateBroadcast(values: Partial<BroadcastValues>): Record<string, string> {
  const { account: _account, ...errors } = validateMail({ ...values, account: '-' });
  if (!values.all && (values.vipLevels ?? []).length === 0) errors.vipLevels = 'information.mail.broadcast.levelsRequired';
  return errors;
}

/** A staff decision pending on the confirmation: how many members, and the answer once given. */
type Pending = { members: number; answer(send: boolean): void } | null;

/**
 * One rich-text mail into the mailbox of every member of the chosen VIP levels (or of all members;
 * a franchisee reaches only its own). Before sending, the server says how many members that is and
 * staff confirm; the server writes the rows and logs the send.
 */
export function MailBroadcastDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useActions('memberMail', mailActions);
  const [pending, setPending] = useState<Pending>(null);
  const submit = async (values: BroadcastValues) => {
    const audience = { all: values.all, vipLevels: values.all ? [] : values.vipLevels };
    const { members } = await calls.audience(audience);
    const send = await new Promise<boolean>((answer) => setPending({ members, answer }));
    setPending(null);
    // Cancelled: the dialog stays open as it was, nothing sent.
    if (!send) throw new Error('cancelled');
    return calls.broadcast({ ...audience, lang: values.lang, title: values.title.trim(), content: values.content });
  };
  return (
    <>
      <FormDialog<BroadcastValues>
        title="information.mail.broadcast.title"
        resource="memberMail"
        defaultValues={{ all: false, vipLevels: [], lang: 'en', title: '', content: '' }}
        validate={(values) => validateBroadcast(values as BroadcastValues)}
        noticeFor={(result) => ({
          message: 'information.mail.broadcast.sent',
          options: { count: formatCount((result as { members: number }).members) },
        })}
        saveTestId="mail-broadcast-save"
        saveLabel="information.mail.send"
        maxWidth="md"
        onClose={onClose}
        onDone={onDone}
        onSubmit={submit}
      >
        <BooleanInput source="all" label="information.mail.broadcast.all" helperText="information.mail.broadcast.allHelp" />
        <FormDataConsumer<BroadcastValues>>
          {({ formData }) =>
            formData.all ? null : (
              <CheckboxGroupInput
                source="vipLevels"
                label="information.mail.broadcast.levels"
                choices={VIP_LEVELS.map((l) => ({ id: l, name: `VIP ${l}` }))}
                data-testid="mail-broadcast-levels"
              />
            )
          }
        </FormDataConsumer>
        <SelectInput
          source="lang"
          label="information.mail.col.lang"
          choices={MAIL_LANGS.map((l) => ({ id: l, name: `information.notice.lang.${l}` }))}
          validate={required()}
        />
        <TextInput
          source="title"
          label="information.mail.col.title"
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'mail-broadcast-title' } }}
        />
        <RichTextInput source="content" label="information.mail.col.content" fullWidth />
      </FormDialog>
      <Confirm
        isOpen={pending !== null}
        title="information.mail.broadcast.confirmTitle"
        content={translate(pending?.members === 0 ? 'information.mail.broadcast.nobody' : 'information.mail.broadcast.confirm', {
          count: formatCount(pending?.members ?? 0),
        })}
        confirm={pending?.members === 0 ? 'ra.action.close' : 'information.mail.send'}
        onConfirm={() => pending?.answer(pending.members > 0)}
        onClose={() => pending?.answer(false)}
      />
    </>
  );
}
