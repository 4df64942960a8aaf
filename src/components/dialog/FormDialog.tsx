import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Form,
  RecordContextProvider,
  useGetRecordRepresentation,
  useNotify,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type ValidateForm,
} from 'react-admin';
import { useFormContext, useFormState, type DefaultValues, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../dataProvider/http';
import { useClickGuard } from '../useClickGuard';

export interface FormDialogProps<V extends FieldValues = FieldValues> {
  /** i18n key of the title. */
  title: string;
  titleOptions?: Record<string, unknown>;
  /** The record the dialog acts on: its representation (the resource's recordRepresentation) follows the title. */
  record?: RaRecord;
  /** Resource of `record`; defaults to the resource context. */
  resource?: string;
  /** The form's starting values. The record above is not merged in: only these fields are submitted. */
  defaultValues?: Partial<V>;
  /** Form-level check ({ field: messageKey }), beside the inputs' own validators. */
  validate?: ValidateForm;
  /** react-admin inputs (TextInput, SelectInput, ReferenceInput…), and any read-only text. */
  children: ReactNode;
  /** i18n key explaining why saving is impossible (nothing to change, no open requirement…): shown, Save disabled. */
  disabledReason?: string | null;
  /** What the form needs is still loading: Save disabled, no reason shown. */
  loading?: boolean;
  saveLabel?: string;
  /** i18n key of the success toast. */
  success?: string;
  successOptions?: Record<string, unknown>;
  /**
   * A different toast for what the save answered, e.g. a change the server only queued for a
   * second approver: return its i18n key and options, or undefined for the usual success.
   */
  noticeFor?(result: unknown): { message: string; options?: Record<string, unknown> } | undefined;
  /** data-testid of the save button. */
  saveTestId?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  onClose(): void;
  /** Gets the form's values; resolves when saved, a rejection (already toasted by the http layer) keeps the dialog open. */
  onSubmit(values: V): Promise<unknown>;
  onDone?(): void;
}

function Title({ title, titleOptions, record, resource }: Pick<FormDialogProps, 'title' | 'titleOptions' | 'record' | 'resource'>) {
  const translate = useTranslate();
  const contextResource = useResourceContext({ resource });
  const represent = useGetRecordRepresentation(contextResource);
  const name = record ? represent(record) : null;
  return (
    <DialogTitle>
      {translate(title, titleOptions)}
      {name !== null && name !== '' && (
        <Typography component="span" variant="inherit" color="text.secondary" data-testid="dialog-record">
          {' · '}
          {name}
        </Typography>
      )}
    </DialogTitle>
  );
}

/** The problems the server named by field (A0400 `data.fields`), if the failure carries any. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.code !== 'A0400') return null;
  const data = (error.body as { data?: { fields?: unknown } } | undefined)?.data;
  const fields = data?.fields;
  if (!fields || typeof fields !== 'object') return null;
  const out = Object.fromEntries(Object.entries(fields).filter(([, message]) => typeof message === 'string')) as Record<string, string>;
  return Object.keys(out).length > 0 ? out : null;
}

/** Hands the form's setError to the dialog, which only learns of server problems after submit. */
function SetErrorBridge({ target }: { target: { current: UseFormSetError<FieldValues> | null } }) {
  target.current = useFormContext().setError;
  return null;
}

/**
 * Validates the values the dialog opened with: the form only checks a field on change, so a
 * stored value today's rules refuse (an old name, a lowered limit) would keep Save disabled with
 * nothing marked. Empty fields are left alone, so a new form does not open all red.
 */
/** Nothing chosen or typed yet: no value, an empty text or an empty choice list (checkboxes, tags). */
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function CheckOpeningValues({ defaultValues }: { defaultValues: unknown }) {
  const { getValues, trigger } = useFormContext();
  useEffect(() => {
    // After the form's own effect has reset it to these values (a parent's effects run after a
    // child's), or the reset would clear the errors found.
    const timer = setTimeout(() => {
      const filled = Object.entries(getValues())
        .filter(([, v]) => !isBlank(v))
        .map(([name]) => name);
      if (filled.length > 0) void trigger(filled);
    });
    return () => clearTimeout(timer);
  }, [defaultValues, getValues, trigger]);
  return null;
}

/** Why Save is disabled, when the caller gave no reason: fields to fix, or fields still empty. */
function invalidReason(isValid: boolean, errorCount: number): string | null {
  if (isValid) return null;
  return errorCount > 0 ? 'layout.form.fixMarked' : 'layout.form.fillRequired';
}

function SaveBar({
  disabledReason,
  loading,
  saveLabel,
  saveTestId,
  busy,
  onClose,
}: {
  disabledReason?: string | null;
  loading: boolean;
  saveLabel: string;
  saveTestId: string;
  busy: boolean;
  onClose(): void;
}) {
  const translate = useTranslate();
  const { isValid, isValidating, errors } = useFormState();
  // A disabled Save always says why: the caller's reason first, else what the form lacks.
  const reason = disabledReason || (loading || isValidating ? null : invalidReason(isValid, Object.keys(errors).length));
  return (
    <DialogActions>
      {reason && (
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }} data-testid="dialog-disabled-reason">
          {translate(reason)}
        </Typography>
      )}
      <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy || loading || !isValid || isValidating || !!disabledReason}
        aria-busy={busy || undefined}
        data-testid={saveTestId}
      >
        {translate(saveLabel)}
      </Button>
    </DialogActions>
  );
}

/**
 * A dialog holding one react-admin form: react-admin inputs with their validators, Save disabled
 * while the form is invalid (or `disabledReason` says why not), guarded against double submits
 * (spec §9), a success toast, full screen on phones. Dialogs with nothing to fill in (plain
 * confirmations) use ConfirmActionButton instead.
 */
export function FormDialog<V extends FieldValues = FieldValues>({
  title,
  titleOptions,
  record,
  resource,
  defaultValues,
  validate,
  children,
  disabledReason,
  loading = false,
  saveLabel = 'ra.action.save',
  success = 'ra.notification.updated',
  successOptions,
  noticeFor,
  saveTestId = 'dialog-save',
  maxWidth = 'sm',
  onClose,
  onSubmit,
  onDone,
}: FormDialogProps<V>) {
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const setError = useRef<UseFormSetError<FieldValues> | null>(null);
  const { guarded, busy } = useClickGuard(async (values: V) => {
    let result: unknown;
    try {
      result = await onSubmit(values);
    } catch (error) {
      // Toasted by the http layer; the dialog stays open for a retry, with the server's word on
      // each field it named shown under that input (an input the form lacks just keeps the toast).
      for (const [field, message] of Object.entries(serverFieldErrors(error) ?? {})) {
        setError.current?.(field, { type: 'server', message });
      }
      return;
    }
    const notice = noticeFor?.(result);
    if (notice) notify(notice.message, { type: 'info', messageArgs: notice.options });
    else notify(success, { type: 'success', messageArgs: { smart_count: 1, ...successOptions } });
    onDone?.();
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={phone}>
      <Title title={title} titleOptions={titleOptions} record={record} resource={resource} />
      {/* No record in context: a row's record would otherwise become the form's values. */}
      <RecordContextProvider value={undefined}>
        <Form
          defaultValues={defaultValues as DefaultValues<FieldValues>}
          validate={validate}
          mode="onChange"
          onSubmit={(values: FieldValues) => guarded(values as V)}
          noValidate
        >
          <SetErrorBridge target={setError} />
          <CheckOpeningValues defaultValues={defaultValues} />
          <DialogContent>
            <Stack spacing={0.5} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </DialogContent>
          <SaveBar
            disabledReason={disabledReason}
            loading={loading}
            saveLabel={saveLabel}
            saveTestId={saveTestId}
            busy={busy}
            onClose={onClose}
          />
        </Form>
      </RecordContextProvider>
    </Dialog>
  );
}
