import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BombayDateTimeInput } from '../../../src';

/**
 * The publish window every content kind has: its heading, then the start and the end in Bombay
 * wall-clock time (the form's startAt and endAt, 'local' text), side by side with any further
 * time the kind has (`children`). The labels are `ns`'s col.startAt and col.endAt; the heading and
 * the helps are keys of the kind's own; the boxes' test ids are `<testIdPrefix>-start` and `-end`.
 */
export function PublishWindowInputs({
  ns,
  heading,
  startHelp,
  endHelp,
  testIdPrefix,
  children,
}: {
  ns: string;
  heading: string;
  startHelp?: string;
  endHelp: string;
  testIdPrefix: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" sx={{ pt: 1 }}>
        {translate(heading)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <BombayDateTimeInput
          source="startAt"
          mode="local"
          label={`${ns}.col.startAt`}
          helperText={startHelp === undefined ? undefined : translate(startHelp)}
          testId={`${testIdPrefix}-start`}
        />
        <BombayDateTimeInput
          source="endAt"
          mode="local"
          label={`${ns}.col.endAt`}
          helperText={translate(endHelp)}
          testId={`${testIdPrefix}-end`}
        />
        {children}
      </Stack>
    </>
  );
}
