import { useState } from 'react';
import { Box, Chip, Paper, Tab, Tabs, Typography } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog, useCanWrite } from '../../../src';
import { useActions } from '../../../dataProvider';
import {
  fillTemplate,
  MAIL_LANGS,
  PREVIEW_VALUES,
  systemMessageActions,
  type MailLang,
  type TemplateRecord,
  type TemplateText,
} from './mailCalls';

interface TemplateValues {
  enabled: boolean;
  texts: Record<MailLang, TemplateText>;
}

/** The server's checks, shown in the form: both texts in every language, lengths, and only the placeholders the event fills. */
export function validateTemplate(values: Partial<TemplateValues>, placeholders: readonly string[]): Record<string, unknown> {
  const errors: Record<string, Record<string, Record<string, string>>> = {};
  for (const lang of MAIL_LANGS) {
    const t = values.texts?.[lang] ?? { title: '', body: '' };
    const e: Record<string, string> = {};
    if (!t.title?.trim()) e.title = 'information.systemMessage.v.required';
    else if (t.title.trim().length > 100) e.title = 'information.systemMessage.v.titleLong';
    if (!t.body?.trim()) e.body = 'information.systemMessage.v.required';
    else if (t.body.trim().length > 1000) e.body = 'information.systemMessage.v.bodyLong';
    for (const [, name] of `${t.title ?? ''} ${t.body ?? ''}`.matchAll(/\{(\w+)\}/g)) {
      if (!placeholders.includes(name)) e[e.body ? 'title' : 'body'] = 'information.systemMessage.v.placeholder';
    }
    if (Object.keys(e).length) (errors.texts ??= {})[lang] = e;
  }
  return errors;
}

function Preview({ lang }: { lang: MailLang }) {
  const translate = useTranslate();
  const text = useWatch({ name: `texts.${lang}` }) as TemplateText | undefined;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 1, bgcolor: 'grey.50' }} data-testid="template-preview">
      <Typography variant="caption" color="text.secondary">
        {translate('information.systemMessage.previewTitle')}
      </Typography>
      <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
        {fillTemplate(text?.title ?? '', PREVIEW_VALUES)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {fillTemplate(text?.body ?? '', PREVIEW_VALUES)}
      </Typography>
    </Paper>
  );
}

/** One event's automatic message: on/off and its text in zh, en and hi, with a preview filled with example values. */
export function TemplateDialog({ record, onClose, onDone }: { record: TemplateRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useActions('systemMessage', systemMessageActions);
  const canWrite = useCanWrite('systemMessage', ['admin']);
  const [lang, setLang] = useState<MailLang>('zh');
  return (
    <FormDialog<TemplateValues>
      title="information.systemMessage.editTitle"
      titleOptions={{ event: translate(`information.mail.event.${record.event}`) }}
      defaultValues={{ enabled: record.enabled === 1, texts: record.texts }}
      validate={(values) => validateTemplate(values as TemplateValues, record.placeholders)}
      success="information.systemMessage.saved"
      saveTestId="template-save"
      disabledReason={canWrite ? null : 'information.systemMessage.adminOnly'}
      maxWidth="md"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save({ event: record.event, enabled: values.enabled, texts: values.texts })}
    >
      <BooleanInput source="enabled" label="information.systemMessage.enabled" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mb: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {translate('information.systemMessage.placeholders')}
        </Typography>
        {record.placeholders.map((p) => (
          <Chip key={p} size="small" label={`{${p}}`} />
        ))}
      </Box>
      <Tabs value={lang} onChange={(_, v: MailLang) => setLang(v)} sx={{ mb: 1 }}>
        {MAIL_LANGS.map((l) => (
          <Tab key={l} value={l} label={translate(`information.notice.lang.${l}`)} data-testid={`template-tab-${l}`} />
        ))}
      </Tabs>
      {MAIL_LANGS.map((l) => (
        <Box key={l} sx={{ display: l === lang ? 'block' : 'none' }}>
          <TextInput source={`texts.${l}.title`} label="information.systemMessage.titleField" fullWidth />
          <TextInput source={`texts.${l}.body`} label="information.systemMessage.bodyField" fullWidth multiline minRows={3} />
          <Preview lang={l} />
        </Box>
      ))}
    </FormDialog>
  );
}
