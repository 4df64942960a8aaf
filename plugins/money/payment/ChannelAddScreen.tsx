import { useNavigate } from 'react-router-dom';
import { ChannelDialog } from './ChannelDialog';
import type { ChannelKind } from './channelForm';

/** An *_add route (third_payment_add …): the add form; saving or closing returns to the kind's list. */
export function ChannelAddScreen({ kind, listPath }: { kind: ChannelKind; listPath: string }) {
  const navigate = useNavigate();
  return <ChannelDialog kind={kind} onClose={() => navigate(listPath)} onDone={() => navigate(listPath)} />;
}
