import { useTranslate } from 'react-admin';
import { Alert, Box, Button, Typography } from '@mui/material';

/**
 * The last-resort page when the console itself throws outside a screen (a screen's own error
 * is caught inside the layout, which keeps the sidebar and tabs). Kept small: it ships in the
 * entry chunk, react-admin's full error page does not.
 */
export function AppErrorPage({ error, resetErrorBoundary }: { error: Error; resetErrorBoundary: (...args: unknown[]) => void }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3 }}
      data-testid="page-error"
    >
      <Typography variant="h5">{translate('ra.page.error')}</Typography>
      <Typography color="text.secondary">{translate('ra.message.error')}</Typography>
      {error.message && (
        <Alert severity="error" sx={{ maxWidth: 640, wordBreak: 'break-word' }}>
          {error.message}
        </Alert>
      )}
      <Button variant="contained" onClick={() => resetErrorBoundary()}>
        {translate('ra.action.refresh')}
      </Button>
    </Box>
  );
}
