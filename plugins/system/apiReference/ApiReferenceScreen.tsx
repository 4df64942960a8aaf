import { useEffect, useMemo, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { downloadBlob, http, type BlobAnswer } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { apiReferenceContracts } from '../shared/apiReferenceContract';
import ApiDocumentView from './ApiDocumentView';

type ApiDocument = AnswerOf<typeof apiReferenceContracts.document>;

const spinner = (
  <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }}>
    <CircularProgress size={28} data-testid="api-reference-loading" />
  </Box>
);

type Operation = { tags?: string[] };

/** The document cut to one plugin's routes (its tag): one plugin's calls are what a reader looks through at a time. */
function documentOf(document: ApiDocument, tag: string): ApiDocument {
  const paths: ApiDocument['paths'] = {};
  for (const [path, operations] of Object.entries(document.paths)) {
    const mine = Object.entries(operations).filter(([, operation]) => ((operation as Operation).tags ?? []).includes(tag));
    if (mine.length > 0) paths[path] = Object.fromEntries(mine);
  }
  return { ...document, paths, tags: [{ name: tag }] };
}

/** system_management › api_reference: the OpenAPI document of every route, one plugin at a time. */
export default function ApiReferenceScreen() {
  const translate = useTranslate();
  const [state, setState] = useState<{ document?: ApiDocument; blob?: Blob; error?: string }>({});
  const [tag, setTag] = useState<string>('');

  useEffect(() => {
    let live = true;
    http
      .request<BlobAnswer>('openapi.json', { method: 'GET', responseType: 'blob', silent: true })
      .then(async ({ blob }) => ({ blob, document: JSON.parse(await blob.text()) as ApiDocument }))
      .then(
        ({ blob, document }) => {
          if (!live) return;
          setState({ document, blob });
          setTag((document.tags as { name: string }[] | undefined)?.[0]?.name ?? '');
        },
        (error: unknown) => live && setState({ error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, []);

  const routes = state.document ? Object.values(state.document.paths).reduce((n, operations) => n + Object.keys(operations).length, 0) : 0;
  const tags = ((state.document?.tags as { name: string }[] | undefined) ?? []).map((t) => t.name);
  const shown = useMemo(() => (state.document && tag ? documentOf(state.document, tag) : undefined), [state.document, tag]);
  return (
    <Box sx={{ mt: 1 }} data-testid="api-reference">
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 1 }}>
        <Typography variant="h6" component="h1">
          {translate('system.apiReference.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('system.apiReference.help')}
        </Typography>
        {state.document && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1.5 }}>
            <TextField
              select
              size="small"
              label={translate('system.apiReference.plugin')}
              value={tag}
              onChange={(event) => setTag(event.target.value)}
              fullWidth={false}
              sx={{ width: 240 }}
              slotProps={{ htmlInput: { 'data-testid': 'api-reference-plugin' } }}
            >
              {tags.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary" data-testid="api-reference-count">
              {translate('system.apiReference.count', { routes, version: state.document.info.version, smart_count: routes })}
            </Typography>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => state.blob && downloadBlob(state.blob, 'openapi.json')}
              data-testid="api-reference-download"
            >
              {translate('system.apiReference.download')}
            </Button>
          </Box>
        )}
      </Box>
      {state.error && <Alert severity="error">{translate('system.apiReference.failed', { error: state.error })}</Alert>}
      {!state.document && !state.error && spinner}
      {shown && <ApiDocumentView key={tag} document={shown} />}
    </Box>
  );
}
