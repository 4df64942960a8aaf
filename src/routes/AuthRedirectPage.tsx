import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../layout/LoadingScreen';
import { readRedirect } from '../../authProvider/redirect';

/** Landing page of an authentication round trip: shows a spinner, then goes to the redirect target. */
export function AuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = readRedirect(`?${params.toString()}`) ?? '/';
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return <LoadingScreen message="layout.pages.authRedirect" />;
}
