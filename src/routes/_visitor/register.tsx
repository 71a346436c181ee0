import { createFileRoute } from '@tanstack/react-router';
import { RegisterScreen } from '../../features/auth/register-screen.tsx';

/** `/register?code=…` (the QR code of a printed invite letter) fills the invite code in. */
export const Route = createFileRoute('/_visitor/register')({
  validateSearch: (search: Record<string, unknown>): { code?: string } =>
    typeof search.code === 'string' && search.code.length <= 64 ? { code: search.code } : {},
  component: Screen,
});

function Screen() {
  const { code } = Route.useSearch();
  return <RegisterScreen code={code} />;
}
