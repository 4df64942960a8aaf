import { CampaignList } from './CampaignList';

/** business_lottery_management: a franchisee's (or one station's) lucky-draw campaigns. */
export default function BusinessLotteryList() {
  return <CampaignList kind="business" />;
}
