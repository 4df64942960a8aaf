/* The crypto disbursement leaves, one component each (the slice loads them lazily). */
export { DisbursementQueue } from './DisbursementQueue';
export { DisbursementBatchList } from './DisbursementBatchList';
export { DisbursementRecordList } from './DisbursementRecordList';
