import { useDataProvider } from 'react-admin';
import type { ChanceDataProvider } from '../../../dataProvider';

/** The data provider with the chance extras (custom actions, calls). */
export const useStaffCalls = () => useDataProvider<ChanceDataProvider>();
