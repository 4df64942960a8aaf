import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBombay, imageSrc, StoredHtml } from '../../../src';
import type { PostKind, PostRecord } from './postCalls';

const when = (ms: number) => formatBombay(ms, 'YYYY-MM-DD HH:mm');

/*
 * The saved item inside a phone-sized frame as the member app shows it: first its card in the
 * list (an activity's cover, title, summary, date, for an activity its run), then the opened page. The content is the
 * server's sanitised HTML, never the editor's unsaved text, so what is previewed is what members get.
 */
export function PostPreview({ kind, record, onClose }: { kind: PostKind; record: PostRecord; onClose(): void }) {
  const translate = useTranslate();
  const run =
    kind.hasActivityTime && record.activityStartAt !== null
      ? `${when(record.activityStartAt)} – ${record.activityEndAt === null ? translate('information.activity.ongoing') : when(record.activityEndAt)}`
      : null;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('information.post.previewTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={translate(`${kind.ns}.category.${record.category}`)} />
          <Chip size="small" label={translate(`information.post.lang.${record.lang}`)} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('information.post.previewHelp')}
        </Typography>
        <Paper
          variant="outlined"
          data-testid="post-preview"
          lang={record.lang}
          sx={{ mt: 1, width: 320, maxWidth: '100%', minHeight: 400, mx: 'auto', borderRadius: 4, overflow: 'hidden', borderWidth: 6 }}
        >
          <Box sx={{ p: 1.5, bgcolor: 'action.hover' }}>
            <Paper sx={{ p: 1.5 }}>
              {record.coverUrl && (
                <Box
                  component="img"
                  src={imageSrc(record.coverUrl)}
                  alt={record.title}
                  data-testid="post-preview-cover"
                  sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 1, display: 'block', mb: 1 }}
                />
              )}
              <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
                {record.pinned ? '📌 ' : ''}
                {record.title}
              </Typography>
              {record.summary && (
                <Typography variant="body2" color="text.secondary" data-testid="post-preview-summary">
                  {record.summary}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {run ?? when(record.startAt)}
              </Typography>
            </Paper>
          </Box>
          <Box sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {record.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
              {run ?? when(record.startAt)}
            </Typography>
            <StoredHtml
              data-testid="post-preview-body"
              sx={{ fontSize: 14, lineHeight: 1.6, wordBreak: 'break-word', '& img': { maxWidth: '100%' }, '& p': { my: 0.5 } }}
              html={record.content}
            />
          </Box>
        </Paper>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
