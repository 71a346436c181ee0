import { InstallBanner } from './install-banner.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import './app-notices.css';

/** The app's own quiet notices (update ready, install offer), above the bottom navigation on every screen. */
export function AppNotices() {
  return (
    <div className="app-notices">
      <UpdatePrompt />
      <InstallBanner />
    </div>
  );
}
