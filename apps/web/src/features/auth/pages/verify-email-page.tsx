import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@rifas/shared';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthHeading } from '../components/auth-heading';
import { loginState } from '../login-notice';

const t = messages.auth;

/**
 * The e-mailed verification link opens this page, which calls the API itself (so
 * mail scanners that open links do not use the token up) and then goes to /login
 * with the result (docs/security.md).
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verificación de email');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verification = useVerifyEmail(token);

  const outcome = !token
    ? loginState('error', t.tokenExpiredOrUsed)
    : verification.isSuccess
      ? loginState('success', verification.data.message, verification.data.email)
      : verification.isError
        ? loginState('error', errorMessage(verification.error, t.verifyFailed))
        : null;
  const tone = outcome?.notice.tone;
  const text = outcome?.notice.text;
  const email = outcome?.email;

  useEffect(() => {
    if (tone && text) {
      void navigate('/login', { replace: true, state: loginState(tone, text, email) });
    }
  }, [tone, text, email, navigate]);

  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <AuthHeading title="Verificación de email" />
      <div className="text-brand-600">
        <Spinner className="h-10 w-10" label={t.verifying} />
      </div>
      <p className="text-sm text-slate-600" aria-hidden="true">
        {t.verifying}
      </p>
    </div>
  );
}
