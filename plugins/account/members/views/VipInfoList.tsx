import { VipInfoList } from './PointsList';

/** vipInfo: members by VIP standing (a lazy chunk of its own for the menu leaf). */
export default VipInfoList;
