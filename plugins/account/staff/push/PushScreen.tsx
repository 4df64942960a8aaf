import { useState } from 'react';
import { Alert, Box, Card, CardContent, Chip, Grid, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { List, Pagination, SelectInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmActionButton, DataTable, formatBombay } from '../../../../src';
import { usePushOutboxCalls, type PushOutboxRow } from '../staffCalls';
import { NOWRAP_HEAD, SCREEN_SX } from '../tableStyle';

const LANGS = ['en', 'hi', 'zh'] as const;
type Lang = (typeof LANGS)[number];
type Texts = Partial<Record<Lang, string>>;
const STATUS_COLOR = { 0: 'warning', 1: 'success', 2: 'error' } as const;
const STATUSES = [0, 1, 2].map((id) => ({ id, name: `account.staff.push.statuses.${id}` }));
const empty = (): Record<Lang, string> => ({ en: '', hi: '', zh: '' });
const first = (texts: Texts) => texts.zh ?? texts.en ?? texts.hi ?? '';

/** Push to all members: compose in English, Hindi and Chinese; the outbox shows each message's delivery. */
export default function PushScreen() {
  const translate = useTranslate();
  const calls = usePushOutboxCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const [title, setTitle] = useState(empty);
  const [body, setBody] = useState(empty);
  const [touched, setTouched] = useState(false);

  const given = LANGS.filter((l) => title[l].trim() || body[l].trim());
  const pairsOk = given.length > 0 && given.every((l) => title[l].trim() && body[l].trim());
  const lengthsOk = LANGS.every((l) => title[l].trim().length <= 20 && body[l].trim().length <= 255);
  const valid = pairsOk && lengthsOk;

  const send = async () => {
    const pick = (texts: Record<Lang, string>) => Object.fromEntries(given.map((l) => [l, texts[l].trim()]));
    await calls.send({ title: pick(title), body: pick(body) });
    notify('account.staff.push.sent', { type: 'success' });
    setTitle(empty());
    setBody(empty());
    setTouched(false);
    refresh();
  };

  return (
    <Box data-testid="push-screen" sx={{ ...SCREEN_SX, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" sx={{ mb: 1 }}>
            {translate('account.staff.push.compose')}
          </Typography>
          <Grid container spacing={2}>
            {LANGS.map((lang) => (
              <Grid key={lang} size={{ xs: 12, md: 4 }}>
                <Typography variant="subtitle2">{translate(`account.staff.push.languages.${lang}`)}</Typography>
                <TextField
                  fullWidth
                  margin="dense"
                  label={translate('account.staff.push.title')}
                  value={title[lang]}
                  onChange={(e) => {
                    setTouched(true);
                    setTitle({ ...title, [lang]: e.target.value });
                  }}
                  error={title[lang].trim().length > 20}
                  helperText={title[lang].trim().length > 20 ? translate('account.staff.v.len1_20') : ' '}
                  slotProps={{ htmlInput: { 'data-testid': `push-title-${lang}` } }}
                />
                <TextField
                  fullWidth
                  margin="dense"
                  multiline
                  minRows={3}
                  label={translate('account.staff.push.body')}
                  value={body[lang]}
                  onChange={(e) => {
                    setTouched(true);
                    setBody({ ...body, [lang]: e.target.value });
                  }}
                  error={body[lang].trim().length > 255}
                  helperText={body[lang].trim().length > 255 ? translate('account.staff.v.len1_255') : ' '}
                  slotProps={{ htmlInput: { 'data-testid': `push-body-${lang}` } }}
                />
              </Grid>
            ))}
          </Grid>
          {touched && !pairsOk && (
            <Alert severity="info" sx={{ my: 1 }}>
              {translate('account.staff.push.languageRequired')}
            </Alert>
          )}
          <ConfirmActionButton
            label="account.staff.push.send"
            icon={<SendIcon />}
            disabled={!valid}
            data-testid="push-send"
            title="account.staff.push.confirmTitle"
            content="account.staff.push.confirmContent"
            onConfirm={send}
          />
        </CardContent>
      </Card>

      <Box>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {translate('account.staff.push.outbox')}
        </Typography>
        <List
          resource="pushOutbox"
          perPage={30}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          title="account.menu.pushAll"
          pagination={<Pagination rowsPerPageOptions={[30]} />}
          // Delivery happens in the background: the outbox refreshes itself while it is open.
          queryOptions={{ refetchInterval: 3000 }}
          filters={[<SelectInput key="status" source="status" label="account.staff.push.status" choices={STATUSES} alwaysOn />]}
        >
          <DataTable<PushOutboxRow> bulkActionButtons={false} rowClick={false} sx={NOWRAP_HEAD}>
            <DataTable.Col source="createTime" label="account.staff.createTime" render={(r: PushOutboxRow) => formatBombay(r.createTime)} />
            <DataTable.Col label="account.staff.push.title" render={(r: PushOutboxRow) => first(r.title)} />
            <DataTable.Col label="account.staff.push.body" render={(r: PushOutboxRow) => first(r.body)} />
            <DataTable.Col
              label="account.staff.push.langs"
              render={(r: PushOutboxRow) =>
                Object.keys(r.title)
                  .map((l) => translate(`account.staff.push.languages.${l}`))
                  .join(' / ')
              }
            />
            <DataTable.Col
              source="status"
              label="account.staff.push.status"
              disableSort
              render={(r: PushOutboxRow) => (
                <Chip
                  size="small"
                  color={STATUS_COLOR[r.status as 0 | 1 | 2]}
                  label={translate(`account.staff.push.statuses.${r.status}`)}
                  data-testid={`push-status-${r.id}`}
                />
              )}
            />
            <DataTable.Col
              source="recipients"
              label="account.staff.push.recipients"
              disableSort
              render={(r: PushOutboxRow) => r.recipients ?? '-'}
            />
            <DataTable.Col source="attempts" label="account.staff.push.attempts" disableSort />
            <DataTable.Col
              source="deliveredAt"
              label="account.staff.push.deliveredAt"
              disableSort
              render={(r: PushOutboxRow) => (r.deliveredAt ? formatBombay(r.deliveredAt) : '-')}
            />
            <DataTable.Col source="createdBy" label="account.staff.push.createdBy" disableSort />
            <DataTable.Col
              source="lastError"
              label="account.staff.push.lastError"
              disableSort
              render={(r: PushOutboxRow) => r.lastError ?? ''}
            />
          </DataTable>
        </List>
      </Box>
    </Box>
  );
}
