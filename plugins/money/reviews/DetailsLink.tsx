import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ReviewKind } from './reviewCalls';
import { menuUrl } from '../../../shared/menuUrl';
import { MONEY_MENU } from '../shared/menuTree';

export const DETAILS_PATH = menuUrl(MONEY_MENU.money_management.audit_management.auditDetails.path);

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
