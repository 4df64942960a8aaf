import { useTranslate } from 'react-admin';
import { formatPaise } from '../../../src';
import { isMoneyType, type TaskAward, type TaskType } from './taskCalls';

/** A task's condition as an operator reads it: '≥ ₹500.00' or '≥ 5 days'. */
export function ConditionText({ type, value }: { type: TaskType; value: number }) {
  const translate = useTranslate();
  return <>{isMoneyType(type) ? formatPaise(value) : translate('vip.tasks.days', { smart_count: value })}</>;
}

/** A task's award: '₹50.00', '100 points' or the ticket's name. */
export function AwardText({ kind, amount, ticketName }: { kind: TaskAward; amount: number; ticketName?: string | null }) {
  const translate = useTranslate();
  if (kind === 'money') return <>{formatPaise(amount)}</>;
  if (kind === 'points') return <>{translate('vip.tasks.points', { smart_count: amount })}</>;
  return <>{translate('vip.tasks.ticketAward', { name: ticketName ?? '' })}</>;
}
