/** Shared list widgets for resource screens (plugins import these rather than writing their own). */
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { BombayDateField, type BombayDateFieldProps } from './BombayDateField';
export { ConfirmActionButton, type ConfirmActionButtonProps } from './ConfirmActionButton';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { visibleColumns, useVisibleColumns } from './visibleColumns';
export { ListPagination } from './ListPagination';
export { ACTIONS_COLUMN } from './actionsColumn';
export { DataTable } from './DataTable';
export { TableSkeleton, type TableSkeletonProps } from './TableSkeleton';
export { RowMenu, type RowMenuProps } from './RowMenu';
