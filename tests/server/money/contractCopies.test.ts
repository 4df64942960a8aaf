import { IMAGE_URL_PREFIX as STORE_PREFIX, STORED_NAME as STORE_NAME } from '../../../server/uploads/store';
import { IMAGE_URL_PREFIX, STORED_NAME } from '../../../plugins/money/shared/channelContract';
import { DEPOSIT_RECORD_FIELDS, PAYOUT_RECORD_FIELDS, WITHDRAWAL_EXPORT_FIELDS } from '../../../plugins/money/shared/exportFields';
import { VIP_LEVELS } from '../../../plugins/money/shared/rebateTemplateContract';
import { DEPOSIT_RECORD_COLUMNS, PAYOUT_RECORD_COLUMNS } from '../../../plugins/money/server/recordExport';
import { VIP_LEVELS as RULES_VIP_LEVELS } from '../../../plugins/money/server/rebateRules';
import { WITHDRAWAL_COLUMNS } from '../../../plugins/money/server/withdrawalExportRoutes';

/*
 * The money contracts (plugins/money/shared/*Contract.ts) are shared code, which imports no server
 * module: the few server constants their request schemas need are written there again. These are
 * the same values, so a request the server took before its contract existed is taken still.
 */

test('a QR picture is checked against the upload store’s own address and names', () => {
  expect(IMAGE_URL_PREFIX).toBe(STORE_PREFIX);
  expect(STORED_NAME.source).toBe(STORE_NAME.source);
});

test('an export names the columns its workbook writes, in their order', () => {
  expect(DEPOSIT_RECORD_FIELDS).toEqual(DEPOSIT_RECORD_COLUMNS.map((c) => c.key));
  expect(PAYOUT_RECORD_FIELDS).toEqual(PAYOUT_RECORD_COLUMNS.map((c) => c.key));
  expect(WITHDRAWAL_EXPORT_FIELDS).toEqual(WITHDRAWAL_COLUMNS.map((c) => c.key));
});

test('a rebate template has a rate for every VIP level the rebate job pays', () => {
  expect(VIP_LEVELS).toBe(RULES_VIP_LEVELS);
});
