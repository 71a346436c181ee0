import { Trans } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { localeNames } from '../i18n/locale-names.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { LanguageIcon } from '../ui/icons.tsx';
import { BrandMark } from './brand.tsx';
import './layout.css';

/**
 * Sign-in, registration and password reset: the brand, a language switch, the legal links (imprint and privacy can be
 * read before anyone gives their data).
 */
export function VisitorLayout() {
  const locale = useLocale();
  return (
    <div className="visitor">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="visitor__bar">
        <Link to="/login" className="brand">
          <BrandMark />
        </Link>
        <Link to="/languages" className="language-button">
          <LanguageIcon size={20} />
          <span className="visually-hidden">
            <Trans>Language</Trans>:{' '}
          </span>
          <span lang={locale}>{localeNames[locale]}</span>
        </Link>
      </header>
      <main className="visitor__main" id="main">
        <div className="visitor__content">
          <Outlet />
        </div>
      </main>
      <footer className="visitor__footer">
        <Link to="/kigapp">
          <Trans>Kita as an app</Trans>
        </Link>
        <Link to="/terms-and-conditions">
          <Trans>Terms and conditions</Trans>
        </Link>
        <Link to="/data-protection">
          <Trans>Data protection</Trans>
        </Link>
        <Link to="/imprint">
          <Trans>Imprint</Trans>
        </Link>
      </footer>
    </div>
  );
}
