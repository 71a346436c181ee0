import { Trans, useLingui } from '@lingui/react/macro';
import type { SyncRow } from '#contract/sync-rows';
import { Card } from '../../ui/card.tsx';
import { PhoneIcon } from './contact-icons.tsx';
import { telHref } from './contact-links.ts';

/** The staff the kindergarten publishes as contacts: name, job and, where given, a direct phone number. */
export function StaffContacts({ staff }: { staff: SyncRow<'users'>[] }) {
  const { t } = useLingui();
  if (staff.length === 0) return null;
  return (
    <Card aria-labelledby="contact-staff">
      <h2 id="contact-staff" className="contact-heading">
        <Trans>Your contacts</Trans>
      </h2>
      <ul className="contact-staff">
        {staff.map((person) => (
          <li key={person.id}>
            <span className="contact-staff__name">{person.name}</span>
            <span className="text-muted">
              {person.job_title || (person.role === 'admin' ? t`Kindergarten lead` : t`Staff`)}
            </span>
            {person.phone && (
              <a className="contact-link" href={telHref(person.phone)}>
                <PhoneIcon size={18} />
                {person.phone}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
