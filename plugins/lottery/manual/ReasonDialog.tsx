import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { FormDialog } from '../../../src';
import { reasonError } from './resultText';

/**
 * A dialog asking for a reason before an action (supplementary request, rejecting a request,
 * voiding a period): `children` says what will happen; the action runs on Save.
 */
export function ReasonDialog({ title, titleOptions, saveLabel, success, successFor, children, testId, onSubmit, onClose, onDone }: {
  title: string;
  titleOptions?: Record<string, unknown>;
  saveLabel: string;
  success: string;
  successFor?(answer: unknown): { message: string; options?: Record<string, unknown> } | undefined;
  children?: ReactNode;
  testId: string;
  onSubmit(reason: string): Promise<unknown>;
  onClose(): void;
  onDone(): void;
}) {
  return (
    <FormDialog<{ reason: string }>
      title={title}
      titleOptions={titleOptions}
      defaultValues={{ reason: '' }}
      saveLabel={saveLabel}
      success={success}
      noticeFor={successFor}
      saveTestId={`${testId}-save`}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => onSubmit(values.reason.trim())}
    >
      {children}
      <TextInput source="reason" label="lottery.manual.reason" validate={reasonError} multiline fullWidth slotProps={{ htmlInput: { 'data-testid': `${testId}-reason` } }} />
    </FormDialog>
  );
}
