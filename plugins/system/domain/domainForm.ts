/* The domain form's checks, the same rules the server applies (plugins/system/server/domain/domainRoutes.ts). */
const HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export interface DomainFormValues {
  name: string;
  promotion: number;
  agentId?: number | null;
}

/** { field: i18n key } of what is wrong; `bound` when the domain already carries an agent's link. */
export function domainFormErrors(values: DomainFormValues, bound: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!HOST.test((values.name ?? '').trim().toLowerCase())) errors.name = 'system.domain.v.name';
  if ((bound || values.agentId) && Number(values.promotion) !== 1) errors.promotion = 'system.domain.v.promotionForAgent';
  return errors;
}
