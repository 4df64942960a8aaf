import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { idField, intIn } from '../../../shared/fields';

/*
 * One member's registration discount (sign-up offer), as the member detail's discount tab reads
 * and changes it (server: members/registrationRoutes.ts). Paise; the multiple ×100; status 0
 * pending, 1 granted, 2 cancelled.
 */

const status = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const memberRegistrationContracts = {
  registDiscount: defineContract({
    method: 'POST',
    path: '/chance-member/registDiscountDetail',
    summary: "A member's registration discount with how and when the member registered",
    body: z.object({ id: idField }),
    answer: z.object({
      id: z.number(),
      username: z.string(),
      amount: z.number(),
      multipleX100: z.number(),
      status: z.number(),
      grantedAt: z.number().nullable(),
      registeredAt: z.number(),
      registerIp: z.string(),
      registerDevice: z.string(),
    }),
  }),
  updateRegistDiscount: defineContract({
    method: 'POST',
    path: '/chance-member/updateRegistDiscount',
    summary: 'Sets a pending registration discount, or grants it (a ledger credit with a turnover requirement) or cancels it',
    body: z.object({
      id: idField,
      amount: intIn(0, 100_000_000),
      multipleX100: intIn(0, 10_000).default(100),
      action: z.enum(['save', 'grant', 'cancel']).default('save'),
    }),
    answer: z.object({ amount: z.number(), multipleX100: z.number(), status }),
    moneyMoving: true,
  }),
};
