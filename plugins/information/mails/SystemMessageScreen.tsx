import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ColumnsButton, List, TopToolbar, useLocaleState, useTranslate } from 'react-admin';
import { formatBombay, ListPagination } from '../../../src';
import { useActions } from '../../../dataProvider';
import { systemMessageActions, type MailLang, type TemplateRecord } from './mailCalls';
import { MailTable, systemMailFilters } from './MailList';
import { TemplateDialog } from './TemplateDialog';

function Templates() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useActions('systemMessage', systemMessageActions);
  const client = useQueryClient();
  const templates = useQuery({ queryKey: ['systemMessage', 'templates'], queryFn: () => calls.templates() });
  const [open, setOpen] = useState<TemplateRecord | null>(null);
  const shown: MailLang = locale === 'zh' ? 'zh' : 'en';
  return (
    <Card sx={{ mb: 2, p: 2 }} data-testid="system-message-templates">
      <Typography variant="h6">{translate('information.systemMessage.templates')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('information.systemMessage.templatesHelp')}
      </Typography>
      {templates.isPending && <CircularProgress size={24} />}
      {templates.isError && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
      {templates.data && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['event', 'state', 'title', 'body', 'updated', 'actions'].map((c) => (
                  <TableCell key={c} sx={{ whiteSpace: 'nowrap' }}>
                    {translate(`information.systemMessage.col.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {templates.data.map((t) => (
                <TableRow key={t.event} data-testid={`template-${t.event}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`information.mail.event.${t.event}`)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={t.enabled ? 'success' : 'default'}
                      label={translate(t.enabled ? 'information.systemMessage.on' : 'information.systemMessage.off')}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{t.texts[shown].title}</TableCell>
                  <TableCell
                    sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    title={t.texts[shown].body}
                  >
                    {t.texts[shown].body}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t.updatedBy ?? '-'} {formatBombay(t.updatedAt, 'YYYY-MM-DD HH:mm')}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setOpen(t)} data-testid={`template-edit-${t.event}`}>
                      {translate('information.systemMessage.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {open && (
        <TemplateDialog
          record={open}
          onClose={() => setOpen(null)}
          onDone={() => void client.invalidateQueries({ queryKey: ['systemMessage', 'templates'] })}
        />
      )}
    </Card>
  );
}

/**
 * message_center › systemMessage: the five automatic messages (text per content language zh/en/hi,
 * on/off; admin edits, a franchisee reads) and the automatic messages sent to members.
 */
export default function SystemMessageScreen() {
  const translate = useTranslate();
  const columnsKey = 'information.systemMessage.columns';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Templates />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate('information.systemMessage.sent')}
      </Typography>
      <List
        resource="systemMessage"
        title="information.menu.systemMessage"
        perPage={20}
        empty={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={systemMailFilters}
        exporter={false}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={columnsKey} />
          </TopToolbar>
        }
      >
        <MailTable columnsKey={columnsKey} showSource={false} />
      </List>
    </Box>
  );
}
