import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A JSON Schema node as the API document carries it (zod's JSON Schema, draft 2020-12). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
}

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;

/** One line's type, as an integrator reads it: `integer`, `string | null`, `"a" | "b"`, `array of object`. */
export function typeText(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeText).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') return `array of ${schema.items ? typeText(schema.items) : 'any'}`;
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object')
    return `map of ${typeText(schema.additionalProperties)}`;
  return schema.type ?? 'any';
}

function limitsText(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.minimum !== undefined || schema.maximum !== undefined) parts.push(`${schema.minimum ?? '…'} – ${schema.maximum ?? '…'}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    parts.push(`${schema.minLength ?? 0} – ${schema.maxLength ?? '…'} chars`);
  if (schema.maxItems !== undefined) parts.push(`≤ ${schema.maxItems} items`);
  if (schema.pattern) parts.push(`/${schema.pattern}/`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(' · ');
}

/** The object whose fields a node lists: itself, its array's items, or the object branch of a nullable union. */
function fieldsOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.items) return fieldsOf(schema.items);
  const union = schema.anyOf ?? schema.oneOf;
  const objects = union?.filter((branch) => branch.properties || branch.items);
  return objects?.length === 1 ? fieldsOf(objects[0]) : undefined;
}

const MAX_DEPTH = 6;

/**
 * The fields of a request or an answer, nested as the JSON is. A request marks what must be sent;
 * an answer marks what may be missing (everything else is always there).
 */
export function SchemaTree({ schema, answer = false, depth = 0 }: { schema: JsonSchema; answer?: boolean; depth?: number }) {
  const translate = useTranslate();
  const object = fieldsOf(schema);
  if (!object?.properties || depth > MAX_DEPTH) return null;
  const required = new Set(object.required ?? []);
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, pl: depth === 0 ? 0 : 2.5, borderLeft: depth === 0 ? 0 : 1, borderColor: 'divider' }}
    >
      {Object.entries(object.properties).map(([name, field]) => (
        <Box component="li" key={name} sx={{ py: 0.25 }}>
          <Typography component="span" sx={{ ...MONO, fontWeight: 600 }}>
            {name}
          </Typography>{' '}
          <Typography component="span" sx={{ ...MONO, color: 'text.secondary' }}>
            {typeText(field)}
          </Typography>
          {!answer && required.has(name) && (
            <Typography component="span" variant="caption" sx={{ ml: 1, color: 'error.dark' }}>
              {translate('system.apiReference.required')}
            </Typography>
          )}
          {answer && !required.has(name) && (
            <Typography component="span" variant="caption" sx={{ ml: 1, color: 'text.secondary' }}>
              {translate('system.apiReference.optional')}
            </Typography>
          )}
          {limitsText(field) && (
            <Typography component="span" variant="caption" sx={{ ml: 1, color: 'text.secondary' }}>
              {limitsText(field)}
            </Typography>
          )}
          <SchemaTree schema={field} answer={answer} depth={depth + 1} />
        </Box>
      ))}
    </Box>
  );
}
