import { dialablePhone } from '#contract/child-record-rules';

/** A phone number as a `tel:` link with a 44px target. */
export function PhoneLink({ phone, label }: { phone: string; label: string }) {
  return (
    <a className="child-card__phone" href={`tel:${dialablePhone(phone)}`} aria-label={label}>
      {phone}
    </a>
  );
}
