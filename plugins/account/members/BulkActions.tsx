import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { ExportButton, GuardedButton } from '../../../src';
import { useFormalMemberCalls } from './memberCalls';
import { TagDialog } from './TagDialog';

/** Toolbar of the ticked rows: lock, unlock, tag, export the selection. */
export function BulkActions({
  canWrite,
  exportColumns,
  storeKey,
  defaultHidden,
}: {
  canWrite: boolean;
  exportColumns: (string | null)[];
  storeKey: string;
  defaultHidden: string[];
}) {
  const { selectedIds, resource } = useListContext();
  const calls = useFormalMemberCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [confirm, setConfirm] = useState<0 | 1 | null>(null);
  const [tagging, setTagging] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = selectedIds.map(Number);
  const done = () => {
    unselectAll();
    refresh();
  };
  return (
    <>
      {canWrite && (
        <>
          <GuardedButton size="small" color="warning" data-testid="bulk-lock" onClick={() => setConfirm(1)}>
            {translate('account.members.lock')}
          </GuardedButton>
          <GuardedButton size="small" color="success" data-testid="bulk-unlock" onClick={() => setConfirm(0)}>
            {translate('account.members.unlock')}
          </GuardedButton>
          <GuardedButton size="small" data-testid="bulk-tag" onClick={() => setTagging(true)}>
            {translate('account.members.tag')}
          </GuardedButton>
        </>
      )}
      <ExportButton
        storeKey={storeKey}
        columns={exportColumns}
        defaultHidden={defaultHidden}
        label="account.members.export"
        selectedLabel="account.members.exportSelected"
      />
      <Confirm
        isOpen={confirm !== null}
        loading={busy}
        title={confirm === 1 ? 'account.members.lockTitle' : 'account.members.unlockTitle'}
        content={confirm === 1 ? 'account.members.bulkLockContent' : 'account.members.bulkUnlockContent'}
        translateOptions={{ count: ids.length }}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await calls.lock({ ids, status: confirm ?? 1 });
            notify('account.members.done', { type: 'success' });
            setConfirm(null);
            done();
          } catch {
            // toasted by the http layer
          } finally {
            setBusy(false);
          }
        }}
      />
      {tagging && <TagDialog ids={ids} current="" onClose={() => setTagging(false)} onDone={done} />}
    </>
  );
}
