import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BANNER_VIEWS, useBannerCalls, type BannerRecord, type BannerView } from './bannerCalls';
import { BannerDialog } from './BannerDialog';
import { BannerList } from './BannerList';

/**
 * bannerEdit / startadEdit (hidden leaves of the spec's route table): the editor at its own address,
 * `?id=` for an existing row, none for a new one, over the list it belongs to. Saving or closing
 * goes back to the list, which keeps its filters (react-admin keeps a list's parameters per resource).
 */
export function BannerEditScreen({ view }: { view: BannerView }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const calls = useBannerCalls(view);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const wanted = Number.isSafeInteger(id) && id > 0 ? id : null;
  const [record, setRecord] = useState<BannerRecord | null | 'missing' | undefined>(wanted === null ? null : undefined);
  useEffect(() => {
    if (wanted === null) {
      setRecord(null);
      return;
    }
    setRecord(undefined);
    calls.detail({ id: wanted }).then(setRecord, () => setRecord('missing'));
  }, [calls, wanted]);
  const back = () => navigate(view.listPath);
  if (record === undefined)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress size={28} />
      </Box>
    );
  if (record === 'missing')
    return (
      <Typography sx={{ p: 3 }} data-testid="banner-missing">
        {translate('information.banners.notFound')}
      </Typography>
    );
  return (
    <>
      <BannerList view={view} />
      <BannerDialog key={record?.id ?? 'new'} view={view} record={record} onClose={back} onDone={back} />
    </>
  );
}

export default function BannerEdit() {
  return <BannerEditScreen view={BANNER_VIEWS.banner} />;
}

export function StartadEdit() {
  return <BannerEditScreen view={BANNER_VIEWS.startad} />;
}
