import { PublishableEditScreen } from '../publishable/PublishableEditScreen';
import { POST_KINDS, usePostCalls, type PostKind } from './postCalls';
import { PostDialog } from './PostDialog';
import { PostList } from './PostList';

/** articleEdit / activityEdit (hidden leaves, spec "their Edit pages"): the item's editor over its list. */
export function PostEditScreen({ kind }: { kind: PostKind }) {
  const calls = usePostCalls(kind);
  return (
    <PublishableEditScreen
      detail={calls.detail}
      listPath={kind.listPath}
      notFound="information.post.notFound"
      testId="post"
      list={<PostList kind={kind} />}
      editor={(record, back) => <PostDialog kind={kind} record={record} onClose={back} onDone={back} />}
    />
  );
}

export default function ArticleEditScreen() {
  return <PostEditScreen kind={POST_KINDS.article} />;
}

export function ActivityEditScreen() {
  return <PostEditScreen kind={POST_KINDS.activity} />;
}
