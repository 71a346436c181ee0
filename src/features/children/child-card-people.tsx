import { Trans, useLingui } from '@lingui/react/macro';
import type { EmergencyContact, PickupPerson } from '#contract/child-records';
import { PhoneLink } from './phone-link.tsx';

function PersonLine({ person }: { person: EmergencyContact }) {
  const { t } = useLingui();
  const { name, phone } = person;
  return (
    <>
      <span className="child-card__person-name">{name}</span>
      {person.relation && <span className="child-card__relation">{person.relation}</span>}
      <PhoneLink phone={phone} label={t`Call ${name}: ${phone}`} />
    </>
  );
}

/** Who may pick the child up, and apart from them who may not: staff must see the difference at a glance. */
export function PickupPersons({ persons }: { persons: readonly PickupPerson[] }) {
  if (persons.length === 0) {
    return (
      <p className="child-card__none">
        <Trans>No pickup persons entered.</Trans>
      </p>
    );
  }
  const ordered = [...persons.filter((p) => p.may_pick_up), ...persons.filter((p) => !p.may_pick_up)];
  return (
    <ul className="child-card__people">
      {ordered.map((person, index) => (
        <li
          key={`${person.name}-${index}`}
          className={person.may_pick_up ? 'child-card__person' : 'child-card__person child-card__person--not-allowed'}
        >
          <span className="child-card__permission">
            {person.may_pick_up ? <Trans>May pick up</Trans> : <Trans>May NOT pick up</Trans>}
          </span>
          <PersonLine person={person} />
        </li>
      ))}
    </ul>
  );
}

export function EmergencyContacts({ contacts }: { contacts: readonly EmergencyContact[] }) {
  if (contacts.length === 0) {
    return (
      <p className="child-card__none">
        <Trans>No emergency contacts entered.</Trans>
      </p>
    );
  }
  return (
    <ul className="child-card__people">
      {contacts.map((contact, index) => (
        <li key={`${contact.name}-${index}`} className="child-card__person">
          <PersonLine person={contact} />
        </li>
      ))}
    </ul>
  );
}
