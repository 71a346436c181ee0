import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BoardIcon } from '../../ui/icons.tsx';
import { ArrowLeftIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NewPostLink } from './post-list-screen.tsx';
import { useOwnPostIds } from './use-blackboard.ts';
import { useViewer } from './use-kindergarten-viewer.ts';
import { VirtualPostList } from './virtual-post-list.tsx';
import './blackboard.css';

/** /profile/blackboards: the user's own posts, newest first, from this device's database. */
export function OwnPostsScreen() {
  const { t } = useLingui();
  const title = t`My posts`;
  useDocumentTitle(title);
  const viewer = useViewer();
  const ids = useOwnPostIds(viewer?.userId);
  let content;
  if (!ids) content = <Skeleton lines={4} label={t`Loading`} />;
  else if (ids.length === 0) {
    content = (
      <EmptyState
        icon={<BoardIcon size={36} />}
        title={<Trans>You have not posted anything yet</Trans>}
        action={<NewPostLink />}
      >
        <Trans>Your posts on the blackboard appear here.</Trans>
      </EmptyState>
    );
  } else content = <VirtualPostList ids={ids} label={title} />;
  return (
    <Page withNav>
      <div className="stack">
        <ButtonLink to="/profile" variant="ghost" className="back-link">
          <ArrowLeftIcon size={20} />
          <Trans>Profile</Trans>
        </ButtonLink>
        <h1 className="page__title">{title}</h1>
        {content}
      </div>
    </Page>
  );
}
