import { manualCreditJournal } from '../../../../server/domain/ledgerJournals';
import { ApiError } from '../../../../server/http/errors';
import { defineRoute } from '../../../../server/http/route';
import { tenantOf } from '../../../../server/ledger/orderBasics';
import { postJournal } from '../../../../server/ledger/ledger';
import { openRequirement } from '../../../../server/ledger/turnover';
import { memberRegistrationContracts as contracts } from '../../shared/memberRegistrationContract';
import { FORMAL_MENU } from './fields';
import { memberInScope } from './scoped';

/*
 * The registration discount (sign-up offer) of one member: staff set its amount and turnover
 * multiple while it is pending, then grant it (credited through the ledger as a manual credit with
 * a turnover requirement, once: the business key is per member) or cancel it.
 */

const STATUS = { pending: 0, granted: 1, cancelled: 2 } as const;

export const registrationRoutes = [
  defineRoute({
    contract: contracts.registDiscount,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, body }) {
      const m = await memberInScope(db, caller, body.id);
      return {
        id: m.id,
        username: m.username,
        amount: m.regist_discount,
        multipleX100: m.regist_discount_multiple_x100,
        status: m.regist_discount_status,
        grantedAt: m.regist_discount_at,
        registeredAt: m.created_at,
        registerIp: m.register_ip,
        registerDevice: m.register_device,
      };
    },
  }),

  defineRoute({
    contract: contracts.updateRegistDiscount,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: FORMAL_MENU,
    writes: { action: 'member.regist_discount', targetType: 'member' },
    async handler({ db, caller, body, audit, now }) {
      const m = await memberInScope(db, caller, body.id);
      if (m.regist_discount_status !== STATUS.pending) throw new ApiError('A0400', 'regist_discount_closed');
      const before = { amount: m.regist_discount, multipleX100: m.regist_discount_multiple_x100, status: m.regist_discount_status };
      const status = body.action === 'grant' ? STATUS.granted : body.action === 'cancel' ? STATUS.cancelled : STATUS.pending;
      if (body.action === 'grant') {
        if (body.amount <= 0) throw new ApiError('A0400', 'field_invalid', { field: 'amount', problem: '> 0' });
        await postJournal(
          db,
          manualCreditJournal({ ref: `regist_discount:${m.id}`, memberId: m.id, amount: body.amount, tenant: tenantOf(m) }),
          { now, staffId: caller.staffId, refType: 'regist_discount', refId: m.id, remark: 'registration discount' },
        );
        // The bonus carries a comprehensive audit of (0 + discount) × multiple before it can be withdrawn.
        await openRequirement(db, {
          memberId: m.id,
          sourceType: 'regist_discount',
          sourceId: m.id,
          deposit: 0,
          discount: body.amount,
          normalMultipleX100: 0,
          comprehensiveMultipleX100: body.multipleX100,
          now,
        });
      }
      await db
        .updateTable('member')
        .set({
          regist_discount: body.amount,
          regist_discount_multiple_x100: body.multipleX100,
          regist_discount_status: status,
          regist_discount_at: status === STATUS.pending ? null : now,
        })
        .where('id', '=', m.id)
        .execute();
      const after = { amount: body.amount, multipleX100: body.multipleX100, status };
      audit({ targetId: m.id, before, after });
      return after;
    },
  }),
];
