import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StoredHtml } from '../../../src';
import type { AgreementRecord } from '../systemCalls';

/*
 * A saved version inside a phone-sized frame, as the member app shows the agreement on its
 * registration page: the text scrolls, the agree box stays below it. The content is the server's
 * sanitised HTML (shared/richTextPolicy.ts, applied again when drawn), so what is previewed is what members get.
 */
export function AgreementPreview({ record, onClose }: { record: AgreementRecord; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('system.agreement.previewTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={translate(`system.agreement.langs.${record.lang}`)} />
          <Chip size="small" label={translate('system.agreement.versionN', { version: record.version })} />
          <Chip size="small" label={translate(`system.agreement.states.${record.state}`)} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('system.agreement.previewHelp')}
        </Typography>
        <Paper
          variant="outlined"
          data-testid="agreement-preview"
          sx={{
            mt: 1,
            width: 320,
            maxWidth: '100%',
            height: 480,
            mx: 'auto',
            borderRadius: 4,
            overflow: 'hidden',
            borderWidth: 6,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <StoredHtml
            data-testid="agreement-preview-body"
            lang={record.lang}
            sx={{
              flex: 1,
              overflowY: 'auto',
              p: 2,
              fontSize: 14,
              lineHeight: 1.6,
              wordBreak: 'break-word',
              '& img': { maxWidth: '100%' },
              '& h2': { fontSize: 18 },
              '& h3': { fontSize: 15 },
            }}
            html={record.content}
          />
          <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ width: 16, height: 16, border: 1, borderRadius: 0.5, flex: 'none' }} />
            <Typography variant="caption">{translate('system.agreement.previewAgree')}</Typography>
          </Box>
        </Paper>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
