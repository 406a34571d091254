import { useEffect, useState } from 'react';
import { CookieBanner, startAnalytics, storeConsent } from '@ratai/ui';
import { useRootData } from '../../lib/public-config';

/**
 * Cookie consent (spec §4): without consent the banner shows and analytics stay off; 'Gerai'
 * stores consent for a year and starts analytics and the conversion tag. The server reads the
 * consent cookie, so a visitor who accepted never sees the banner flash.
 */
export function CookieConsent() {
  const { consent, config } = useRootData();
  const [accepted, setAccepted] = useState(consent);

  useEffect(() => {
    if (accepted) startAnalytics(config);
  }, [accepted, config]);

  if (accepted) return null;
  return (
    <CookieBanner
      onAccept={() => {
        storeConsent(config.cookieDomain);
        setAccepted(true);
      }}
    />
  );
}
