import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppBar } from '../../ui/app-bar.tsx';
import { BackButton } from '../../ui/back-button.tsx';
import { Card } from '../../ui/card.tsx';
import { Page } from '../../ui/page.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { StoredLegalText } from './stored-legal-text.tsx';
import { useKindergartenText, type LegalTextKey } from './use-kindergarten-texts.ts';
import './legal.css';

interface LegalPageProps {
  title: string;
  lead?: ReactNode;
  /** The kindergarten's own text replaces the general one when it has written it. */
  textKey?: LegalTextKey;
  /** The app's general text: what a visitor reads, and what applies while the kindergarten has none. */
  children: ReactNode;
}

/** An information page readable signed in and signed out: /imprint, /data-protection, /terms-and-conditions, … */
export function LegalPage({ title, lead, textKey, children }: LegalPageProps) {
  useDocumentTitle(title);
  const own = useKindergartenText(textKey ?? 'imprint');
  const stored = textKey ? own : null;
  return (
    <>
      <AppBar start={<BackButton />} title={<span>{title}</span>} />
      <Page title={title} lead={stored ? <Trans>Provided by {stored.kindergarten}.</Trans> : lead}>
        <Card as="article" className="legal">
          {stored ? <StoredLegalText text={stored.text} /> : children}
        </Card>
      </Page>
    </>
  );
}
