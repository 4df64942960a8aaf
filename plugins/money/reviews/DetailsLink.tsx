import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ReviewKind } from './reviewCalls';

export const DETAILS_PATH = '/money_management/audit_management/auditDetails';

/** Opens auditDetails on one order (its kind and number in the address, so the page can be shared). */
export function DetailsLink({ kind, orderNo }: { kind: ReviewKind; orderNo: string }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      component={RouterLink}
      to={`${DETAILS_PATH}?${new URLSearchParams({ kind, orderNo })}`}
      data-testid={`details-${orderNo}`}
    >
      {translate('money.reviews.details')}
    </Button>
  );
}
