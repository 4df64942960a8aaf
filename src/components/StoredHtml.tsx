import { useMemo } from 'react';
import { Box, type BoxProps } from '@mui/material';
import { sanitizeStoredHtml } from './sanitizeStoredHtml';

export type StoredHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Rich text as the server stored it (mail, article, notice, reply, agreement). */
  html: string;
};

/**
 * The only way the console draws stored HTML (a lint rule forbids dangerouslySetInnerHTML
 * elsewhere): the server sanitised it before storing, but a row from before a fix, or written by
 * a path that forgot, must still not run script where the operator's session token is. Every other
 * prop goes to the Box, so screens keep their own test ids and layout.
 */
export function StoredHtml({ html, ...box }: StoredHtmlProps) {
  const clean = useMemo(() => sanitizeStoredHtml(html), [html]);
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
