import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { imageSrc } from '../../../src';
import {
  BANNER_DEVICES,
  BANNER_LANGS,
  pictureFor,
  type BannerDevice,
  type BannerLang,
  type BannerRecord,
  type BannerView,
} from './bannerCalls';

/*
 * The saved row as the member app shows it, for a chosen member language and device: the home
 * carousel slot (banner) or the full-screen ad at start-up (startad), with the language fallback
 * the app applies and where a tap leads.
 */
function Frame({ view, device, src, alt }: { view: BannerView; device: BannerDevice; src: string | null; alt: string }) {
  const translate = useTranslate();
  const picture = src ? (
    <Box
      component="img"
      src={imageSrc(src)}
      alt={alt}
      data-testid="banner-preview-image"
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  ) : (
    <Typography variant="body2" color="text.secondary">
      {translate('information.banners.previewNoImage')}
    </Typography>
  );
  const full = view.kind === 'startad';
  const phone = device === 'mobile';
  return (
    <Paper
      variant="outlined"
      data-testid="banner-preview"
      sx={{
        mx: 'auto',
        overflow: 'hidden',
        borderRadius: phone ? 4 : 1,
        borderWidth: phone ? 6 : 1,
        width: phone ? 300 : 560,
        maxWidth: '100%',
        height: phone ? 520 : 320,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {full ? (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', position: 'relative' }}>
          {picture}
          <Box
            sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.5)', color: '#fff', px: 1, borderRadius: 2, fontSize: 12 }}
          >
            3s
          </Box>
        </Box>
      ) : (
        <>
          <Box sx={{ height: 36, bgcolor: 'primary.main', opacity: 0.85 }} />
          <Box
            sx={{
              height: phone ? 144 : 175,
              m: 1,
              borderRadius: 1,
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'grey.100',
            }}
          >
            {picture}
          </Box>
          <Box sx={{ flex: 1, m: 1, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Box key={i} sx={{ bgcolor: 'grey.100', borderRadius: 1 }} />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}

export function BannerPreview({ view, record, onClose }: { view: BannerView; record: BannerRecord; onClose(): void }) {
  const translate = useTranslate();
  const [lang, setLang] = useState<BannerLang>('en');
  const [device, setDevice] = useState<BannerDevice>('mobile');
  const shown = pictureFor(record.images, lang, device);
  const langName = (l: BannerLang) => translate(`information.banners.lang.${l}`);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {translate('information.banners.previewTitle')} · {record.title}
      </DialogTitle>
      <DialogContent>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
          {translate('information.banners.previewHelp')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={lang}
            onChange={(_e, v: BannerLang | null) => v && setLang(v)}
            aria-label={translate('information.banners.col.langs')}
          >
            {BANNER_LANGS.map((l) => (
              <ToggleButton key={l} value={l}>
                {langName(l)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={device}
            onChange={(_e, v: BannerDevice | null) => v && setDevice(v)}
            aria-label={translate('information.banners.col.picture')}
          >
            {BANNER_DEVICES.map((d) => (
              <ToggleButton key={d} value={d}>
                {translate(`information.banners.device.${d}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {shown && shown.lang !== lang && (
          <Typography variant="body2" color="warning.main" sx={{ mb: 1 }} data-testid="banner-preview-fallback">
            {translate('information.banners.previewFallback', { lang: langName(lang), shown: langName(shown.lang) })}
          </Typography>
        )}
        <Frame view={view} device={device} src={shown?.url ?? null} alt={record.title} />
        <Typography variant="body2" sx={{ mt: 1, textAlign: 'center', wordBreak: 'break-all' }} data-testid="banner-preview-link">
          {record.linkType === 'none'
            ? translate('information.banners.previewNoLink')
            : translate('information.banners.previewLink', { link: record.link })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
