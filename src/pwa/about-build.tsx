import { Trans } from '@lingui/react/macro';
import { buildId } from './build-info.ts';
import './about-build.css';

/** "About": which build runs here, for support questions after an update. */
export function AboutBuild({ className }: { className?: string }) {
  return (
    <p className={className} data-testid="build-id">
      <Trans>Kita · version {buildId}</Trans>
    </p>
  );
}
