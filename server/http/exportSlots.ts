import { EXPORTS_PER_PROCESS, EXPORTS_PER_STAFF } from '../../shared/exportLimits';
import { ApiError } from './errors';

/*
 * Export slots: a staff member has at most EXPORTS_PER_STAFF exports running and a process at most
 * EXPORTS_PER_PROCESS, so eight people pressing Export at once cannot hold every core and every
 * megabyte of a process that also answers the console (an export of 9,720 members once held a
 * light call for 8.5 s, eight at once past 30 s). Refused at once with a clear A0429, never queued:
 * the operator presses again when the running one has arrived.
 */
let running = 0;
const perStaff = new Map<number, number>();

/** Takes a slot for `staffId` or throws A0429; the answer releases it (once, however often it is called). */
export function takeExportSlot(staffId: number): () => void {
  const mine = perStaff.get(staffId) ?? 0;
  if (mine >= EXPORTS_PER_STAFF) throw new ApiError('A0429', 'export_running_yours');
  if (running >= EXPORTS_PER_PROCESS) throw new ApiError('A0429', 'export_busy');
  running++;
  perStaff.set(staffId, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running--;
    const left = (perStaff.get(staffId) ?? 1) - 1;
    if (left > 0) perStaff.set(staffId, left);
    else perStaff.delete(staffId);
  };
}

/** Exports running in this process now (tests, metrics). */
export const exportsRunning = (): number => running;
