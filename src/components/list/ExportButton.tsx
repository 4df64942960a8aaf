import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import { GuardedButton } from '../GuardedButton';
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
 * some are ticked, otherwise of everything the current filter matches (not just this page).
 * Failures are only logged (spec §8), the button merely reports that nothing was downloaded.
 */
export function ExportButton({
  storeKey, columns, defaultHidden, filename, idsKey = 'ids', label = 'ra.action.export', selectedLabel = 'ra.action.export',
}: ExportButtonProps) {
  const { resource, filterValues, sort, selectedIds, total } = useListContext();
  const dataProvider = useDataProvider<ChanceDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const fields = useVisibleColumns(storeKey, columns, defaultHidden);
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
        if (!done) notify('ra.notification.http_error', { type: 'warning' });
      }}
    >
      {translate(selection ? selectedLabel : label, { count: selectedIds.length })}
    </GuardedButton>
  );
}
