import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOADING } from '@ratai/domain';
import { logout, useAppDispatch } from '@ratai/api-client';

export const meta = () => [{ title: 'Atsijungiama | Ratai komanda' }];

/** Logout and the 401 route in one: clears the token and every cached answer, then the login (with a note after a 401). */
export default function Logout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionEnded = params.get('sesija') === 'baigesi';

  useEffect(() => {
    dispatch(logout());
    navigate(sessionEnded ? '/prisijungti?sesija=baigesi' : '/prisijungti', { replace: true });
  }, [dispatch, navigate, sessionEnded]);

  return <p role="status">{LOADING}</p>;
}
