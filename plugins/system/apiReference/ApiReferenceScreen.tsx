import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { http, type BlobAnswer } from '../../../dataProvider';
import { lazyScreen } from '../../../src';
import type { AnswerOf } from '../../../shared/contract';
import type { apiReferenceContracts } from '../shared/apiReferenceContract';

type ApiDocument = AnswerOf<typeof apiReferenceContracts.document>;

const spinner = (
  <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }}>
    <CircularProgress size={28} data-testid="api-reference-loading" />
  </Box>
);
// Redoc and its styled-components load with this screen only: the console's other paths never carry them.
const ApiDocumentView = lazyScreen(() => import('./ApiDocumentView'), { fallback: spinner });

/** system_management › api_reference: the OpenAPI document of every route, as Redoc draws it. */
export default function ApiReferenceScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [state, setState] = useState<{ document?: ApiDocument; error?: string }>({});

  useEffect(() => {
    let live = true;
    http
      .request<BlobAnswer>('openapi.json', { method: 'GET', responseType: 'blob', silent: true })
      .then(async ({ blob }) => JSON.parse(await blob.text()) as ApiDocument)
      .then(
        (document) => live && setState({ document }),
        (error: unknown) => live && setState({ error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, []);

  const routes = state.document ? Object.values(state.document.paths).reduce((n, operations) => n + Object.keys(operations).length, 0) : 0;
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
          <Typography variant="body2" color="text.secondary" data-testid="api-reference-count">
            {translate('system.apiReference.count', { routes, version: state.document.info.version, smart_count: routes })}
          </Typography>
        )}
      </Box>
      {state.error && <Alert severity="error">{translate('system.apiReference.failed', { error: state.error })}</Alert>}
      {!state.document && !state.error && spinner}
      {state.document && <ApiDocumentView document={state.document} lang={locale === 'zh' ? 'zh' : 'en'} />}
    </Box>
  );
}
