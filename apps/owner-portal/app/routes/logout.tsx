import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOADING } from '@ratai/domain';
import { logout, useAppDispatch } from '@ratai/api-client';
import { usePortalConfig } from '../lib/config';

export const meta = () => [{ title: 'Atsijungiama | Ratai' }];

/**
 * Logout and the token-removal route of spec §7 in one: clears the stored token (cookie and
 * localStorage) and every cached answer. A logout goes to the marketplace's home page (spec §4);
 * a 401 (`?sesija=baigesi`) goes back to the login form with a note.
 */
export default function Logout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { marketplaceUrl } = usePortalConfig();
  const sessionEnded = params.get('sesija') === 'baigesi';

  useEffect(() => {
    dispatch(logout());
    if (sessionEnded) navigate('/prisijungti?sesija=baigesi', { replace: true });
    else window.location.replace(`${marketplaceUrl}/`);
  }, [dispatch, navigate, marketplaceUrl, sessionEnded]);

  return <p role="status">{LOADING}</p>;
}
