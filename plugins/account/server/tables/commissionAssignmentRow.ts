import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * commission_assignment's rows as an agent's template assignments answer them
 * (commission/templateRoutes.ts), with the template's name joined (template_name). Epoch ms.
 */
export const commissionAssignmentRow = defineRowMapping({
  id: column('id').int(),
  templateId: column('template_id').int(),
  templateName: column('template_name').text(),
  effectiveFrom: column('effective_from').epochMs(),
  createdAt: column('created_at').epochMs(),
});
