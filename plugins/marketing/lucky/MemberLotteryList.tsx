import { CampaignList } from './CampaignList';

/** Member_lottery_management: platform-wide lucky-draw campaigns (administrators). */
export default function MemberLotteryList() {
  return <CampaignList kind="member" />;
}
