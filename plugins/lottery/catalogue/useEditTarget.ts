import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The record an Edit leaf's page edits: `?id=` names it (loaded with `load`), no id means a new one
 * (or, for pages that only edit, nothing chosen yet). `back` returns to the list, whose filters and
 * page react-admin kept in its store.
 */
export function useEditTarget<T>(load: (payload: { id: number }) => Promise<T>, listPath: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const [record, setRecord] = useState<T | 'missing' | undefined>(undefined);
  useEffect(() => {
    setRecord(undefined);
    if (id === null) return;
    let live = true;
    load({ id }).then(
      (r) => live && setRecord(r),
      () => live && setRecord('missing'),
    );
    return () => {
      live = false;
    };
  }, [id, load]);
  const status = id === null ? 'none' : record === undefined ? 'loading' : record === 'missing' ? 'missing' : 'ready';
  return { id, status, record: status === 'ready' ? (record as T) : null, back: () => navigate(listPath) } as const;
}
