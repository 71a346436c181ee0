import { Trans, useLingui } from '@lingui/react/macro';
import { AppBar } from '../../ui/app-bar.tsx';
import { BackButton } from '../../ui/back-button.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { ClockIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from './contact-icons.tsx';
import { mailtoHref, mapHref, telHref, websiteHref } from './contact-links.ts';
import { StaffContacts } from './staff-contacts.tsx';
import { useContact } from './use-contact.ts';
import './contact.css';

/** `/kindergarten-contact`: address, phone, e-mail, opening hours, map and the published staff contacts; offline too. */
export function ContactScreen() {
  const { t } = useLingui();
  const title = t`Contact the kindergarten`;
  useDocumentTitle(title);
  const contact = useContact();
  const k = contact?.kindergarten;
  return (
    <>
      <AppBar start={<BackButton />} title={<span>{title}</span>} />
      <Page title={k ? k.name : title}>
        {contact === undefined ? (
          <Skeleton label={t`Loading`} />
        ) : !k ? (
          <EmptyState title={<Trans>The contact details are not on this device yet.</Trans>}>
            <Trans>They load with the next sync when you are online.</Trans>
          </EmptyState>
        ) : (
          <div className="contact">
            <Card aria-label={t`Address and contact`}>
              <ul className="contact-lines">
                {(k.street || k.city) && (
                  <li>
                    <MapPinIcon size={22} />
                    <div>
                      <address className="contact-address">
                        {k.street}
                        <br />
                        {k.postal_code} {k.city}
                      </address>
                      <a className="contact-link" href={mapHref(k)} target="_blank" rel="noopener noreferrer">
                        <Trans>Show on the map (OpenStreetMap)</Trans>
                      </a>
                    </div>
                  </li>
                )}
                {k.phone && (
                  <li>
                    <PhoneIcon size={22} />
                    <a className="contact-link" href={telHref(k.phone)} aria-label={t`Call ${k.phone}`}>
                      {k.phone}
                    </a>
                  </li>
                )}
                {k.email && (
                  <li>
                    <MailIcon size={22} />
                    <a className="contact-link" href={mailtoHref(k.email)}>
                      {k.email}
                    </a>
                  </li>
                )}
                {k.website && (
                  <li>
                    <GlobeIcon size={22} />
                    <a className="contact-link" href={websiteHref(k.website)} target="_blank" rel="noopener noreferrer">
                      {k.website.replace(/^https?:\/\//i, '')}
                    </a>
                  </li>
                )}
              </ul>
            </Card>
            {k.opening_hours && (
              <Card aria-labelledby="contact-hours">
                <h2 id="contact-hours" className="contact-heading">
                  <ClockIcon size={22} />
                  <Trans>Opening hours</Trans>
                </h2>
                <p className="contact-hours">{k.opening_hours}</p>
              </Card>
            )}
            <StaffContacts staff={contact.staff} />
          </div>
        )}
      </Page>
    </>
  );
}
