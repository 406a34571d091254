import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOADING } from '@ratai/domain';
import { api, saveSession, useAppDispatch } from '@ratai/api-client';
import { usePortalConfig } from '../lib/config';
import { AFTER_AUTH_PATH } from '../lib/return-path';

export const meta = () => [{ title: 'Prisijungiama | Ratai' }];

/**
 * The return of social sign-in (modules/social-auth README): the API sends the browser here with
 * `#token=<jwt>`. The token is stored exactly as after a password login, the fragment removed
 * from the address bar and history, then on to the account. No token → back to the login form
 * with the failure banner.
 */
export default function SocialReturn() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { cookieDomain } = usePortalConfig();

  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      navigate('/prisijungti?klaida=socialinis', { replace: true });
      return;
    }
    saveSession(token, { cookieDomain: cookieDomain ?? undefined });
    dispatch(api.util.invalidateTags(['Me', 'MyCars']));
    navigate(AFTER_AUTH_PATH, { replace: true });
  }, [navigate, dispatch, cookieDomain]);

  return <p role="status">{LOADING}</p>;
}
