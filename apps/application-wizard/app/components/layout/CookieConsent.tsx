import { useEffect, useState } from 'react';
import { CookieBanner, startAnalytics, storeConsent } from '@ratai/ui';
import { useRootData } from '../../lib/public-config';

/**
 * Cookie consent (spec §4), as on the marketplace and with the same cookie: without consent the
 * banner shows and analytics stay off; 'Gerai' stores consent for a year and starts analytics and
 * the conversion tag.
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
      policyHref={`${config.marketplaceUrl}/privatumo-politika`}
      onAccept={() => {
        storeConsent(config.cookieDomain);
        setAccepted(true);
      }}
    />
  );
}
