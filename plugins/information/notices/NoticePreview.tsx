import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBombay, StoredHtml } from '../../../src';
import type { NoticeRecord } from '../informationCalls';

/*
 * The saved notice inside a phone-sized frame, laid out as the member app shows each type: a
 * scrolling marquee line, a pop-up card, a notice-board article, a mailbox message. The content
 * is the server's sanitised HTML (the allow-list in shared/richTextPolicy.ts, applied again when
 * drawn), never the editor's unsaved text, so what is previewed is what members get.
 */
function Body({ record }: { record: NoticeRecord }) {
  return (
    <StoredHtml
      className="notice-body"
      data-testid="notice-preview-body"
      sx={{ fontSize: 14, lineHeight: 1.6, wordBreak: 'break-word', '& img': { maxWidth: '100%' }, '& p': { my: 0.5 } }}
      html={record.content}
    />
  );
}

function Screen({ record }: { record: NoticeRecord }) {
  switch (record.type) {
    case 'marquee':
      return (
        <Box sx={{ bgcolor: '#fff3e0', px: 1, py: 0.5, overflow: 'hidden', whiteSpace: 'nowrap', borderRadius: 1 }}>
          <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
            📢 {record.title}
          </Box>
          <Box component="span" sx={{ display: 'inline-block', '& *': { display: 'inline', m: 0 } }}>
            <Body record={record} />
          </Box>
        </Box>
      );
    case 'popup':
      return (
        <Box sx={{ bgcolor: 'rgba(0,0,0,0.45)', p: 2, minHeight: 360, display: 'flex', alignItems: 'center' }}>
          <Paper sx={{ p: 2, width: '100%' }}>
            <Typography variant="subtitle1" align="center" sx={{ fontWeight: 600, mb: 1 }}>
              {record.title}
            </Typography>
            <Body record={record} />
          </Paper>
        </Box>
      );
    default:
      return (
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {record.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
            {formatBombay(record.startAt, 'YYYY-MM-DD HH:mm')}
          </Typography>
          <Body record={record} />
        </Box>
      );
  }
}

export function NoticePreview({ record, onClose }: { record: NoticeRecord; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('information.notice.previewTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={translate(`information.notice.type.${record.type}`)} />
          <Chip size="small" label={translate(`information.notice.lang.${record.lang}`)} />
          <Chip size="small" label={translate(`information.notice.device.${record.device}`)} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('information.notice.previewHelp')}
        </Typography>
        <Paper
          variant="outlined"
          data-testid="notice-preview"
          sx={{ mt: 1, width: 320, maxWidth: '100%', minHeight: 400, mx: 'auto', borderRadius: 4, overflow: 'hidden', borderWidth: 6 }}
        >
          <Screen record={record} />
        </Paper>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
