import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The refresh-tab trick: /redirect/<path> replaces itself with /<path>. Passing through a route
 * outside the layout unmounts the view, so the page comes back freshly mounted and refetched.
 */
export function RedirectPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = pathname.replace(/^\/redirect/, '') || '/';
    navigate(`${target}${search}`, { replace: true });
  }, [pathname, search, navigate]);
  return null;
}
