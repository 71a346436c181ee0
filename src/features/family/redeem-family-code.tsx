import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { notifySuccess } from '../../api/notify.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { explainFamilyRefusal, familyCalls } from './family-calls.ts';

/** A signed-in parent takes a family code someone gave them; the code stays in the field when it is refused. */
export function RedeemFamilyCode({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useLingui();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t`Please enter the code.`);
    setBusy(true);
    setError(undefined);
    try {
      await familyCalls.redeem(code.trim());
      setCode('');
      notifySuccess(t`You are now a guardian of these children.`);
    } catch (failure) {
      setError(explainFamilyRefusal(failure) ?? t`The code could not be redeemed. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t`Family invite code`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        <Trans>Redeem code</Trans>
      </Button>
    </form>
  );
}
