import { defineActions, useActions, type ContractActions } from '../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../shared/contract';
import type { AgreementPrefix, agreementContractsAt } from './shared/agreementContract';
import type { domainContracts } from './shared/domainContract';
import type { logContracts } from './shared/logContract';
import type { menuContracts } from './shared/menuContract';
import type { riskListContracts } from './shared/riskListContract';
import type { riskSetContracts } from './shared/riskSetContract';

/** One operation-log row with its snapshots (chance_sys_log/detail). */
export type OperationDetail = AnswerOf<typeof logContracts.operationDetail>;

type OperationLogActions = ContractActions<{ detail: typeof logContracts.operationDetail }>;

export const operationLogActions = defineActions<OperationLogActions>({
  detail: { path: 'chance_sys_log/detail' },
});

export const useOperationLogCalls = () => useActions('operationLog', operationLogActions);

/** One entry of chance-menu/list: the whole catalogue in its current order. */
export type { MenuRow } from './shared/menuContract';

type MenuActions = ContractActions<typeof menuContracts>;

export const menuActions = defineActions<MenuActions>({
  list: { path: 'chance-menu/list' },
  sort: { path: 'chance-menu/updateSortNum' },
  visibility: { path: 'chance-menu/updateStatus' },
});

export const useMenuCalls = () => useActions('systemMenu', menuActions);

/** One row of chance-risk-management/query/risk/list. */
export type RiskEntry = AnswerOf<typeof riskListContracts.list>['list'][number];
export type RiskKind = RiskEntry['kind'];
export type RiskAction = RiskEntry['action'];

export type NewRiskEntry = PayloadOf<typeof riskListContracts.add>;

/** The risk rules the server applies (chance-risk-management-set). */
export type RiskSettings = AnswerOf<typeof riskSetContracts.read>;
export type HoldKind = RiskSettings['holdKinds'][number];

type RiskListActions = ContractActions<Pick<typeof riskListContracts, 'add' | 'status' | 'remove'>>;

export const riskListActions = defineActions<RiskListActions>({
  add: { path: 'chance-risk-management/add' },
  status: { path: 'chance-risk-management/update/riskMemberStatus' },
  remove: { path: 'chance-risk-management/delete' },
});

export const useRiskListCalls = () => useActions('riskList', riskListActions);

type RiskSetActions = ContractActions<typeof riskSetContracts>;

export const riskSetActions = defineActions<RiskSetActions>({
  read: { path: 'chance-risk-management-set/list', method: 'GET' },
  save: { path: 'chance-risk-management-set/update' },
});

export const useRiskSetCalls = () => useActions('riskSetting', riskSetActions);

/** One row of chance-domain/list. */
export type DomainRecord = AnswerOf<typeof domainContracts.list>['list'][number];

export type DomainPayload = PayloadOf<typeof domainContracts.save>;

type DomainActions = ContractActions<Pick<typeof domainContracts, 'save' | 'status' | 'unbind'>>;

export const domainActions = defineActions<DomainActions>({
  save: { path: 'chance-domain/update' },
  status: { path: 'chance-domain/status', method: 'GET' },
  unbind: { path: 'chance-domain/unbind/agent/domain', method: 'GET' },
});

export const useDomainCalls = () => useActions('siteDomain', domainActions);

export const AGREEMENT_LANGS = ['zh', 'en', 'hi'] as const;
export const AGREEMENT_STATES = ['draft', 'published', 'retired'] as const;
export type AgreementLang = (typeof AGREEMENT_LANGS)[number];
export type AgreementState = (typeof AGREEMENT_STATES)[number];

type AgreementContracts = ReturnType<typeof agreementContractsAt<AgreementPrefix>>;

/** One version of the registration agreement (content is the server's sanitised HTML). */
export type AgreementRecord = AnswerOf<AgreementContracts['list']>['list'][number];

/** save writes a new draft version of one language. */
type AgreementActions = ContractActions<Pick<AgreementContracts, 'save' | 'publish'>>;

const agreementActionsAt = (prefix: AgreementPrefix) =>
  defineActions<AgreementActions>({
    save: { path: `${prefix}/save` },
    publish: { path: `${prefix}/publish` },
  });

/**
 * The agreement opens from two menu leaves, system_management/registration_agreement and the
 * Information section's regprotocolEdit: one screen, each leaf with its own resource and
 * endpoints, because the server grants a route by one menu path.
 */
export interface AgreementView {
  resource: 'registrationAgreement' | 'regprotocol';
  title: string;
  prefix: AgreementPrefix;
  actions: ReturnType<typeof agreementActionsAt>;
}

const agreementView = (resource: AgreementView['resource'], title: string, prefix: AgreementPrefix): AgreementView => ({
  resource,
  title,
  prefix,
  actions: agreementActionsAt(prefix),
});

export const AGREEMENT_VIEWS = {
  system: agreementView('registrationAgreement', 'system.menu.registration_agreement', 'chance-registration-agreement'),
  information: agreementView('regprotocol', 'system.menu.regprotocolEdit', 'chance-regprotocol'),
};

export const useAgreementCalls = ({ resource, actions }: AgreementView) => useActions(resource, actions);
