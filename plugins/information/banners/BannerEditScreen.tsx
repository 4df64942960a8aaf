import { PublishableEditScreen } from '../publishable/PublishableEditScreen';
import { BANNER_VIEWS, useBannerCalls, type BannerView } from './bannerCalls';
import { BannerDialog } from './BannerDialog';
import { BannerList } from './BannerList';

/** bannerEdit / startadEdit (hidden leaves of the spec's route table): the picture row's editor over its list. */
export function BannerEditScreen({ view }: { view: BannerView }) {
  const calls = useBannerCalls(view);
  return (
    <PublishableEditScreen
      detail={calls.detail}
      listPath={view.listPath}
      notFound="information.banners.notFound"
      testId="banner"
      list={<BannerList view={view} />}
      editor={(record, back) => <BannerDialog key={record?.id ?? 'new'} view={view} record={record} onClose={back} onDone={back} />}
    />
  );
}

export default function BannerEdit() {
  return <BannerEditScreen view={BANNER_VIEWS.banner} />;
}

export function StartadEdit() {
  return <BannerEditScreen view={BANNER_VIEWS.startad} />;
}
