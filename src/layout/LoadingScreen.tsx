import { useTranslate } from 'react-admin';
import { Box, CircularProgress, Typography } from '@mui/material';

export function LoadingScreen({ message = 'layout.loading' }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{ minHeight: '60vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
      role="status"
    >
      <CircularProgress />
      <Typography color="text.secondary">{translate(message)}</Typography>
    </Box>
  );
}
