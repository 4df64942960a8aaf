export { getApiBase, joinUrl } from './apiBase';
export {
  createHttp,
  http,
  ApiError,
  isApiError,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODE,
  TOKEN_INVALID_CODE,
  type BlobAnswer,
  type Envelope,
  type FetchLike,
  type Http,
  type HttpOptions,
  type RequestOptions,
  type ResponseLike,
} from './http';
export {
  createChanceDataProvider,
  type ActionOptions,
  type ChanceDataProvider,
  type ChanceDataProviderOptions,
  type ExportParams,
  type ListAnswer,
} from './chanceDataProvider';
export { downloadBlob, filenameFromDisposition } from './download';
export { newIdempotencyKey, holdIdempotencyKey, type IdempotencyKeyHolder } from './idempotency';
export type { ActionSpec, ResourceCalls, ResourceEndpoints } from './types';
export {
  defineActions,
  bindActions,
  useActions,
  type Action,
  type MoneyAction,
  type ActionTypes,
  type ActionSpecs,
  type ActionFacade,
  type ActionMethod,
  type ContractAction,
  type ContractActions,
} from './facade';
