import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A QR code of `text`, drawn in the browser (qrcode, loaded on demand) as a PNG data URL. */
export function QrCode({ text, alt, size = 160 }: { text: string; alt: string; size?: number }) {
  const translate = useTranslate();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setUrl(null);
    setFailed(false);
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((data) => live && setUrl(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [text, size]);
  if (failed) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (!url) return <CircularProgress size={24} />;
  return <Box component="img" src={url} alt={alt} width={size} height={size} data-testid="promotion-qr" />;
}
