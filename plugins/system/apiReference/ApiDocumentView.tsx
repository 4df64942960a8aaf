import { RedocStandalone } from 'redoc';
import { useTheme } from '@mui/material';

/**
 * Redoc over an already fetched document (the fetch carries the staff token, which Redoc's own
 * loader would not). Search runs without a web worker: the console's security policy allows
 * scripts from its own files only.
 */
export default function ApiDocumentView({ document, lang }: { document: object; lang: 'zh' | 'en' }) {
  const theme = useTheme();
  return (
    <div lang={lang} data-testid="api-reference-document">
      <RedocStandalone
        spec={document}
        options={{
          disableSearch: true,
          hideDownloadButton: false,
          expandResponses: '200',
          jsonSampleExpandLevel: 2,
          scrollYOffset: 64,
          theme: {
            typography: {
              fontFamily: theme.typography.fontFamily as string,
              headings: { fontFamily: theme.typography.fontFamily as string },
            },
            colors: { primary: { main: theme.palette.primary.main } },
          },
        }}
      />
    </div>
  );
}
