import { useMemo, useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SchemaTree, type JsonSchema } from './SchemaTree';

/** One operation of the document, with the extensions the server writes (server/http/openapi.ts). */
interface Operation {
  summary?: string;
  description?: string;
  deprecated?: boolean;
  security?: unknown[];
  parameters?: (JsonSchema & { name?: string; in?: string; $ref?: string; required?: boolean; schema?: JsonSchema })[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  'x-menu-right'?: string | string[];
  'x-any-signed-in-staff'?: string;
  'x-access'?: 'public';
  'x-roles'?: string[];
  'x-error-codes'?: string[];
  'x-operation-log'?: string;
  'x-contract'?: boolean;
}

export interface ApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;
const METHOD_COLOR = { get: 'success', post: 'primary' } as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 0.5 }}>
      <Typography variant="body2" sx={{ minWidth: 120, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ flex: '1 1 280px', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

function OperationDetails({ operation }: { operation: Operation }) {
  const translate = useTranslate();
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
  const body = operation.requestBody?.content['application/json']?.schema;
  const ok = operation.responses?.['200']?.content;
  const answer = ok?.['application/json']?.schema;
  const file = ok && !ok['application/json'] ? Object.keys(ok)[0] : undefined;
  const data = answer?.properties?.data;
  const menu = operation['x-menu-right'];
  return (
    <Box>
      {operation.description && <Typography variant="body2">{operation.description}</Typography>}
      <Row label={translate('system.apiReference.access')}>
        <Typography variant="body2" sx={MONO}>
          {operation['x-access'] === 'public'
            ? translate('system.apiReference.public')
            : menu
              ? (Array.isArray(menu) ? menu : [menu]).join(translate('system.apiReference.or'))
              : translate('system.apiReference.anyStaff', { reason: operation['x-any-signed-in-staff'] ?? '' })}
        </Typography>
        {operation['x-roles'] && (
          <Typography variant="body2">{translate('system.apiReference.roles', { roles: operation['x-roles'].join(', ') })}</Typography>
        )}
      </Row>
      {(operation.parameters ?? []).some((p) => p.$ref?.endsWith('IdempotencyKey')) && (
        <Row label={translate('system.apiReference.headers')}>
          <Typography variant="body2">{translate('system.apiReference.idempotency')}</Typography>
        </Row>
      )}
      {operation['x-operation-log'] && (
        <Row label={translate('system.apiReference.operationLog')}>
          <Typography variant="body2" sx={MONO}>
            {operation['x-operation-log']}
          </Typography>
        </Row>
      )}
      <Row label={translate('system.apiReference.errors')}>
        <Typography variant="body2" sx={MONO}>
          {(operation['x-error-codes'] ?? []).join(' ')}
        </Typography>
      </Row>
      <Row label={translate('system.apiReference.request')}>
        {body ? (
          <SchemaTree schema={body} />
        ) : query.length > 0 ? (
          <SchemaTree
            schema={{
              type: 'object',
              properties: Object.fromEntries(query.map((p) => [p.name ?? '', p.schema ?? {}])),
              required: query.filter((p) => p.required).map((p) => p.name ?? ''),
            }}
          />
        ) : (
          <Typography variant="body2">{translate('system.apiReference.nothing')}</Typography>
        )}
      </Row>
      <Row label={translate('system.apiReference.answer')}>
        {file ? (
          <Typography variant="body2">{translate('system.apiReference.file', { type: file })}</Typography>
        ) : !operation['x-contract'] ? (
          <Typography variant="body2">{translate('system.apiReference.noContract')}</Typography>
        ) : data && (data.properties || data.items || data.anyOf) ? (
          <>
            <Typography variant="body2" sx={{ ...MONO, color: 'text.secondary' }}>
              data
            </Typography>
            <SchemaTree schema={data} answer />
          </>
        ) : (
          <Typography variant="body2" sx={MONO}>
            data: {data?.type ? String(data.type) : data?.const !== undefined ? JSON.stringify(data.const) : 'null'}
          </Typography>
        )}
      </Row>
    </Box>
  );
}

/**
 * The API reference of one plugin's routes: one row per call (method, path, what it does), opened
 * for who may call it, what it takes and what it answers. Drawn with the console's own components,
 * so it speaks the operator's language, meets the console's contrast rules and asks no other host.
 */
export default function ApiDocumentView({ document }: { document: ApiDocument }) {
  const translate = useTranslate();
  const [filter, setFilter] = useState('');
  const operations = useMemo(
    () =>
      Object.entries(document.paths)
        .flatMap(([path, byMethod]) =>
          Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
        )
        .sort((a, b) => a.path.localeCompare(b.path)),
    [document],
  );
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? operations.filter(
        ({ path, operation }) => path.toLowerCase().includes(needle) || (operation.summary ?? '').toLowerCase().includes(needle),
      )
    : operations;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }} data-testid="api-reference-document">
      <TextField
        size="small"
        fullWidth={false}
        label={translate('system.apiReference.search')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ width: { xs: '100%', sm: 360 }, mb: 1.5 }}
        slotProps={{ htmlInput: { 'data-testid': 'api-reference-search' } }}
      />
      {shown.length === 0 && <Typography variant="body2">{translate('system.apiReference.none')}</Typography>}
      {shown.map(({ path, method, operation }) => (
        <Accordion key={`${method} ${path}`} disableGutters slotProps={{ transition: { unmountOnExit: true } }} data-testid="api-operation">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Chip
                size="small"
                label={method.toUpperCase()}
                color={METHOD_COLOR[method as keyof typeof METHOD_COLOR] ?? 'default'}
                sx={{ ...MONO, fontWeight: 700, minWidth: 56 }}
              />
              <Typography sx={{ ...MONO, fontSize: 14, overflowWrap: 'anywhere' }}>{path}</Typography>
              {operation.deprecated && <Chip size="small" variant="outlined" label={translate('system.apiReference.alias')} />}
              <Typography variant="body2" color="text.secondary" sx={{ flexBasis: { xs: '100%', md: 'auto' } }}>
                {operation.summary}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <OperationDetails operation={operation} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
