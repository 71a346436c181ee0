import { Trans, useLingui } from '@lingui/react/macro';
import { useTranslationOffer } from '../../api/use-translation-info.ts';
import { localeNames } from '../../i18n/locale-names.ts';
import type { Role } from '#contract/user';
import type { UserRow } from '../../db/kita-db.ts';
import { areaLabels } from '../../i18n/area-labels.ts';
import { Card } from '../../ui/card.tsx';
import { BoardIcon, CalendarIcon, CompassIcon, LanguageIcon, SunIcon } from '../../ui/icons.tsx';
import { List } from '../../ui/list.tsx';
import { ProfileLinkRow } from './profile-link-row.tsx';
import { TranslateIcon } from './profile-icons.tsx';
import '../../ui/facts.css';
import { ChildCardLink } from '../children/child-card-link.tsx';

function useRoleLabel(role: Role): string {
  const { t } = useLingui();
  return { parent: t`Parent`, staff: t`Staff`, admin: t`Kindergarten lead` }[role];
}

/** Who is signed in, where, and with which children. */
export function AccountCard({ user }: { user: UserRow }) {
  const { t } = useLingui();
  const role = useRoleLabel(user.role);
  return (
    <Card aria-labelledby="profile-account">
      <h2 id="profile-account" className="profile-name">
        {user.name || user.username}
      </h2>
      <dl className="facts">
        <div>
          <dt>{t`E-mail address`}</dt>
          <dd>{user.username}</dd>
        </div>
        <div>
          <dt>{t`Kindergarten`}</dt>
          <dd>{user.kindergarten.name}</dd>
        </div>
        <div>
          <dt>{t`Role`}</dt>
          <dd>{role}</dd>
        </div>
      </dl>
      {user.children.length > 0 && (
        <>
          <h3 className="profile-subheading">
            <Trans>Your children</Trans>
          </h3>
          <ul className="profile-children">
            {user.children.map((child) => (
              <li key={child.id}>
                <ChildCardLink childId={child.id}>
                  {child.first_name} {child.last_name}
                </ChildCardLink>
                <span className="text-muted">{child.group ? child.group.name : <Trans>No group yet</Trans>}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** Languages and the links to what the user wrote and answered. */
export function SettingsCard({ user }: { user: UserRow }) {
  const { t, i18n } = useLingui();
  const translation = user.google_translation_language;
  const offer = useTranslationOffer();
  return (
    <Card flush aria-label={t`Settings`}>
      <List>
        <ProfileLinkRow
          to="/languages"
          icon={<LanguageIcon size={22} />}
          primary={i18n._(areaLabels.language)}
          secondary={localeNames[user.language_iso]}
        />
        <ProfileLinkRow
          to="/google-translation"
          icon={<TranslateIcon size={22} />}
          primary={t`Translation language`}
          secondary={
            offer.kind === 'not-offered' ? (
              <span data-translation-offer="none">{t`Machine translation: not offered by your kindergarten`}</span>
            ) : translation ? (
              localeNames[translation]
            ) : (
              t`No translation`
            )
          }
        />
        {user.role === 'parent' && (
          <ProfileLinkRow
            to="/profile/family"
            icon={<SunIcon size={22} />}
            primary={t`Family`}
            secondary={t`Invite a guardian`}
          />
        )}
        <ProfileLinkRow to="/profile/blackboards" icon={<BoardIcon size={22} />} primary={t`My board posts`} />
        <ProfileLinkRow to="/submitted-responses" icon={<CalendarIcon size={22} />} primary={t`Submitted responses`} />
      </List>
    </Card>
  );
}

/** The kindergarten's contact, the app and the information pages. */
export function InformationCard() {
  const { t } = useLingui();
  return (
    <Card flush aria-label={t`Information`}>
      <List>
        <ProfileLinkRow
          to="/kindergarten-contact"
          icon={<CompassIcon size={22} />}
          primary={t`Contact the kindergarten`}
        />
        <ProfileLinkRow to="/kigapp" icon={<SunIcon size={22} />} primary={t`Kita as an app`} />
        <ProfileLinkRow to="/translation-info" primary={t`About machine translation`} />
        <ProfileLinkRow to="/data-protection" primary={t`Data protection`} />
        <ProfileLinkRow to="/terms-and-conditions" primary={t`Terms and conditions`} />
        <ProfileLinkRow to="/imprint" primary={t`Imprint`} />
      </List>
    </Card>
  );
}
