/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { screen } from '@testing-library/react';
import { useMeQuery } from '../lib/auth';
import { clearSession, readToken, saveSession } from '../lib/session';
import { useAppSelector } from '../lib/store';
import { renderWithProviders } from './render-with-providers';
import { cleanupTestStores } from './test-store';

afterEach(cleanupTestStores);

function Greeting() {
  const { data: user, isSuccess } = useMeQuery();
  const queries = useAppSelector((state) => Object.keys(state.api.queries).length);
  if (!isSuccess) return createElement('p', null, 'Kraunama...');
  return createElement('p', null, `${user ? user.email : 'Svečias'} (${queries})`);
}

describe('renderWithProviders', () => {
  it('renders a component that uses the api hooks and the typed selector', async () => {
    renderWithProviders(createElement(Greeting), { storeOptions: { token: null } });
    expect(await screen.findByText('Svečias (1)')).toBeTruthy();
  });
});

describe('session helpers in a browser (jsdom at http://localhost)', () => {
  it('the cookie written by saveSession is readable, and clearSession removes it', () => {
    saveSession('abc.def.ghi');
    expect(document.cookie).toBe('token=abc.def.ghi');
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(readToken()).toBe('abc.def.ghi');

    clearSession();
    expect(document.cookie).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(readToken()).toBeNull();
  });
});
