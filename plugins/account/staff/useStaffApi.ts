import { useDataProvider } from 'react-admin';
import type { ChanceDataProvider } from '../../../dataProvider/chanceDataProvider';

/** The data provider with the chance extras (custom actions, calls). */
export const useStaffApi = () => useDataProvider<ChanceDataProvider>();

/** A failed call has been toasted by the http layer already; screens only stop their spinner. */
export const ignoreNotified = () => undefined;
