import { NOTE_MAX, TITLE_MAX, type ItemRecord, type ItemStatus } from './shared/items';
import type { ItemPayload } from './calls';

/** The add/edit form's values. */
export interface ItemFormValues {
  title: string;
  note: string;
  status: ItemStatus;
}

export const formValuesOf = (record: ItemRecord | null): ItemFormValues => ({
  title: record?.title ?? '',
  note: record?.note ?? '',
  status: record?.status ?? 'open',
});

/** The form's problems, as i18n keys by field (the server checks the same limits). */
export function validateItem(values: ItemFormValues): Partial<Record<keyof ItemFormValues, string>> {
  const errors: Partial<Record<keyof ItemFormValues, string>> = {};
  const title = values.title.trim();
  if (title.length < 1 || title.length > TITLE_MAX) errors.title = 'support_tickets.form.titleLength';
  if (values.note.trim().length > NOTE_MAX) errors.note = 'support_tickets.form.noteLength';
  return errors;
}

export const payloadOf = (values: ItemFormValues, id?: number): ItemPayload => ({
  id,
  title: values.title.trim(),
  note: values.note.trim(),
  status: values.status,
});
