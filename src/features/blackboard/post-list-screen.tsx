import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { areaLabels } from '../../i18n/area-labels.ts';
import { requestPull } from '../../sync/sync-signals.ts';
import { useOnline } from '../../sync/use-online.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BoardIcon } from '../../ui/icons.tsx';
import { PlusIcon } from '../../ui/control-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useBoardPostIds, useHasPulled } from './use-blackboard.ts';
import { useViewer } from './use-kindergarten-viewer.ts';
import { VirtualPostList } from './virtual-post-list.tsx';
import './blackboard.css';

export function NewPostLink({ children }: { children?: ReactNode }) {
  return (
    <ButtonLink to="/blackboard/new">
      <PlusIcon size={20} />
      {children ?? <Trans>New post</Trans>}
    </ButtonLink>
  );
}

/** /blackboard: the kindergarten's posts, newest first, straight from this device's database. */
export function PostListScreen() {
  const { t, i18n } = useLingui();
  const title = i18n._(areaLabels.blackboard);
  useDocumentTitle(title);
  const viewer = useViewer();
  const ids = useBoardPostIds();
  const pulled = useHasPulled(viewer?.userId);
  const online = useOnline();
  const waitingForFirstPull = ids?.length === 0 && pulled === false;

  useEffect(() => {
    if (waitingForFirstPull && online) requestPull();
  }, [waitingForFirstPull, online]);

  let content;
  if (!ids || (waitingForFirstPull && online)) {
    content = <Skeleton lines={6} label={t`Loading`} />;
  } else if (ids.length === 0) {
    content = (
      <EmptyState icon={<BoardIcon size={36} />} title={<Trans>No posts yet</Trans>} action={<NewPostLink />}>
        {waitingForFirstPull ? (
          <Trans>The blackboard appears here as soon as you are online.</Trans>
        ) : (
          <Trans>Share news, photos and notes with the kindergarten.</Trans>
        )}
      </EmptyState>
    );
  } else {
    content = <VirtualPostList ids={ids} label={title} />;
  }
  return (
    <Page withNav>
      <div className="stack">
        <div className="blackboard-head">
          <h1 className="page__title">{title}</h1>
          {ids && ids.length > 0 && <NewPostLink />}
        </div>
        {content}
      </div>
    </Page>
  );
}
