import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A content kind's hidden Edit leaf (articleEdit, bannerEdit …): the editor at its own address,
 * `?id=` for an existing row, none for a new one, over the list it belongs to. Saving or closing
 * goes back to the list, which keeps its filters (react-admin keeps a list's parameters per resource).
 */
export function PublishableEditScreen<R extends { id: number }>({
  detail,
  listPath,
  notFound,
  testId,
  list,
  editor,
}: {
  detail(payload: { id: number }): Promise<R>;
  listPath: string;
  /** The text shown when the id names no row the caller may see. */
  notFound: string;
  testId: string;
  list: ReactNode;
  editor(record: R | null, back: () => void): ReactNode;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const wanted = Number.isSafeInteger(id) && id > 0 ? id : null;
  const [record, setRecord] = useState<R | null | 'missing' | undefined>(wanted === null ? null : undefined);
  useEffect(() => {
    if (wanted === null) {
      setRecord(null);
      return;
    }
    setRecord(undefined);
    detail({ id: wanted }).then(setRecord, () => setRecord('missing'));
  }, [detail, wanted]);
  const back = () => navigate(listPath);
  if (record === undefined)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress size={28} />
      </Box>
    );
  if (record === 'missing')
    return (
      <Typography sx={{ p: 3 }} data-testid={`${testId}-missing`}>
        {translate(notFound)}
      </Typography>
    );
  return (
    <>
      {list}
      {editor(record, back)}
    </>
  );
}
