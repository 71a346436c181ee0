import { SunIcon } from '../ui/icons.tsx';

/** The product's word mark: a sun, for the kindergarten day. */
export function BrandMark() {
  return (
    <>
      <SunIcon size={28} />
      <span>Kita</span>
    </>
  );
}
