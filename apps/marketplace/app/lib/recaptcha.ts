/**
 * reCAPTCHA v3 seam (spec §7: the request forms ask for a token with actions 'car_request' and
 * 'callback_request'). Without a site key (RECAPTCHA_SITE_KEY) nothing loads and forms go
 * without a token; the API skips the check when its RECAPTCHA_SECRET is unset. With a key, the
 * Google script is loaded on first use only (not on page load) and a token is minted per submit.
 */
export type RecaptchaAction = 'car_request' | 'callback_request';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('reCAPTCHA did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * A token for `action`, or undefined when no site key is configured (or the script cannot load:
 * the API then answers with its own Lithuanian message).
 */
export async function getRecaptchaToken(action: RecaptchaAction, siteKey: string | null): Promise<string | undefined> {
  if (!siteKey || typeof window === 'undefined') return undefined;
  try {
    const grecaptcha = await loadScript(siteKey);
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return undefined;
  }
}
