import { Alert, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormDialog, formatBombay, RichTextInput, StoredHtml, useCanWrite } from '../../../src';
import { useActions } from '../../../dataProvider';
import { visibleText } from '../publishable/publishForm';
import { messageActions, type MessageRecord } from './messageCalls';

interface ReplyValues {
  reply: string;
}

function validateReply(values: ReplyValues): Record<string, string> {
  return visibleText(values.reply).length === 0 && !/<img\s/i.test(values.reply ?? '')
    ? { reply: 'information.message.replyRequired' }
    : {};
}

/**
 * A member's message (their words shown as text, never as HTML) and the answer in the rich-text
 * editor; the server sanitises the answer before storing it. A closed message is shown read-only.
 */
export function MessageReplyDialog({ record, onClose, onDone }: { record: MessageRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useActions('memberMessage', messageActions);
  const canWrite = useCanWrite('memberMessage', ['admin', 'franchisee']);
  const closed = record.status === 'closed';
  return (
    <FormDialog<ReplyValues>
      title="information.message.replyTitle"
      record={record}
      resource="memberMessage"
      defaultValues={{ reply: record.reply ?? '' }}
      validate={(values) => validateReply(values as ReplyValues)}
      success="information.message.replied"
      saveTestId="message-reply-save"
      saveLabel="information.message.reply"
      disabledReason={closed ? 'information.message.closedNote' : !canWrite ? 'information.message.readOnly' : null}
      maxWidth="md"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.reply({ id: record.id, reply: values.reply })}
    >
      <Typography variant="subtitle2">{translate('information.message.memberWrote')}</Typography>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {record.account} · {translate(`information.message.category.${record.category}`)} ·{' '}
          {formatBombay(record.createdAt, 'YYYY-MM-DD HH:mm')}
        </Typography>
        <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
          {record.title}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="message-content">
          {record.content}
        </Typography>
      </Paper>
      {closed ? (
        <>
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('information.message.closedNote')}
          </Alert>
          {record.reply && <StoredHtml sx={{ '& p': { my: 0.5 } }} data-testid="message-reply" html={record.reply} />}
        </>
      ) : (
        <RichTextInput source="reply" label="information.message.yourReply" fullWidth />
      )}
    </FormDialog>
  );
}
