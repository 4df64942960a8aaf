import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import { GuardedButton } from '../GuardedButton';
import { EXPORT_ROW_CAP } from '../../../shared/exportLimits';
import { useVisibleColumns } from './visibleColumns';

export interface ExportButtonProps {
  /** The DataTable's storeKey (the one ColumnsButton uses). */
  storeKey: string;
  /** The DataTable's children in declaration order: their source, or null (actions). */
  columns: readonly (string | null)[];
  defaultHidden?: readonly string[];
  /** Translated base of the file name; the server adds nothing when this is given. */
  filename?: string;
  /** Record key sent for a selection (default `ids`). */
  idsKey?: string;
  /** i18n keys of the label for "everything matching" and for "the ticked rows" (gets %{count}). */
  label?: string;
  selectedLabel?: string;
}

/**
 * Server-side xlsx export of the visible columns, in the order shown: of the ticked rows when
 * some are ticked, otherwise of everything the current filter matches (not just this page), at
 * most EXPORT_ROW_CAP rows a file (said on the button's tooltip, and on the button when the list
 * is longer). Failures are only logged (spec §8), the button merely reports that nothing was
 * downloaded; a refusal to start (an export already running) shows the server's words.
 */
export function ExportButton({
  storeKey,
  columns,
  defaultHidden,
  filename,
  idsKey = 'ids',
  label = 'ra.action.export',
  selectedLabel = 'ra.action.export',
}: ExportButtonProps) {
  const { resource, filterValues, sort, selectedIds, total } = useListContext();
  const dataProvider = useDataProvider<ChanceDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const fields = useVisibleColumns(storeKey, columns, defaultHidden);
  const capText = EXPORT_ROW_CAP.toLocaleString('en-IN');
  const selection = selectedIds.length > 0;
  return (
    <GuardedButton
      size="small"
      startIcon={<DownloadIcon />}
      disabled={!selection && total === 0}
      data-testid="export-button"
      onClick={async () => {
        const filter = selection ? { ...filterValues, [idsKey]: selectedIds } : filterValues;
        const done = await dataProvider.exportFile(resource, { filter, sort, fields }, filename);
        if (done !== true) notify(typeof done === 'string' ? done : 'ra.notification.http_error', { type: 'warning' });
      }}
      title={translate('layout.export.cap', { cap: capText })}
    >
      {translate(selection ? selectedLabel : label, { count: selectedIds.length })}
      {!selection && (total ?? 0) > EXPORT_ROW_CAP ? ` ${translate('layout.export.capped', { cap: capText })}` : ''}
    </GuardedButton>
  );
}
