import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { POST_KINDS, usePostCalls, type PostKind, type PostRecord } from './postCalls';
import { PostDialog } from './PostDialog';
import { PostList } from './PostList';

/**
 * articleEdit / activityEdit (hidden leaves, spec "their Edit pages"): the editor as its own
 * address, `?id=` for an existing item, none for a new one, over the list it belongs to; saving
 * or closing returns to the list.
 */
export function PostEditScreen({ kind }: { kind: PostKind }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const calls = usePostCalls(kind);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const wanted = Number.isSafeInteger(id) && id > 0 ? id : null;
  const [record, setRecord] = useState<PostRecord | null | 'missing' | undefined>(wanted === null ? null : undefined);
  useEffect(() => {
    if (wanted === null) return;
    calls.detail({ id: wanted }).then(setRecord, () => setRecord('missing'));
  }, [calls, wanted]);
  const back = () => navigate(kind.listPath);
  if (record === undefined)
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress size={28} />
      </Box>
    );
  if (record === 'missing')
    return (
      <Typography sx={{ p: 3 }} data-testid="post-missing">
        {translate('information.post.notFound')}
      </Typography>
    );
  return (
    <>
      <PostList kind={kind} />
      <PostDialog kind={kind} record={record} onClose={back} onDone={back} />
    </>
  );
}

export default function ArticleEditScreen() {
  return <PostEditScreen kind={POST_KINDS.article} />;
}

export function ActivityEditScreen() {
  return <PostEditScreen kind={POST_KINDS.activity} />;
}
