import { SCENARIOS, type Scenario } from './scenarios';

/**
 * The sandbox's stand-in for the bank's consent screen. Plain server-rendered HTML with one form
 * (no JavaScript), so it works in any browser and in tests that only follow redirects. Lithuanian,
 * because the applicant sees it in the middle of the wizard.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1d2430; line-height: 1.5; }
  main { max-width: 34rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem 1.75rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  header { display: flex; align-items: center; gap: 1rem; margin-bottom: 1rem; }
  header img { width: 56px; height: 56px; border-radius: 10px; }
  h1 { font-size: 1.35rem; margin: 0; }
  .notice { background: #fff7e0; border: 1px solid #f0d27a; border-radius: 8px; padding: .6rem .8rem; font-size: .95rem; }
  .error { background: #fdecec; border: 1px solid #e28b8b; border-radius: 8px; padding: .6rem .8rem; color: #8a1414; }
  fieldset { border: 1px solid #cfd4dc; border-radius: 8px; padding: .75rem 1rem; margin: 1rem 0; }
  legend { font-weight: 600; padding: 0 .25rem; }
  .option { display: grid; grid-template-columns: auto 1fr; gap: .1rem .6rem; padding: .5rem 0; }
  .option input { margin-top: .3rem; width: 1.15rem; height: 1.15rem; }
  .option label { font-weight: 600; }
  .option p { grid-column: 2; margin: 0; color: #4a5462; font-size: .92rem; }
  button { font: inherit; font-weight: 600; background: #1f5fbf; color: #fff; border: 0; border-radius: 8px;
           padding: .7rem 1.4rem; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  ul { padding-left: 1.2rem; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="lt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface ConsentPageInput {
  requisitionId: string;
  bankName: string;
  logoUrl: string;
  historyDays: number;
  /** Shown above the form after a submission without a choice. */
  error?: string;
}

export function consentPage(input: ConsentPageInput): string {
  const option = (s: Scenario) => `
    <div class="option">
      <input type="radio" id="scenario-${s.id}" name="scenario" value="${s.id}" required aria-describedby="hint-${s.id}">
      <label for="scenario-${s.id}">${escapeHtml(s.label)}</label>
      <p id="hint-${s.id}">${escapeHtml(s.hint)}</p>
    </div>`;
  const statements = SCENARIOS.filter((s) => s.group === 'statements').map(option).join('');
  const failures = SCENARIOS.filter((s) => s.group === 'failures').map(option).join('');
  const error = input.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(input.error)}</p>`
    : '';
  return layout(
    `Sutikimas dalintis banko duomenimis – ${input.bankName}`,
    `<header>
  <img src="${escapeHtml(input.logoUrl)}" alt="${escapeHtml(input.bankName)} logotipas" width="56" height="56">
  <h1>Sutikimas dalintis banko duomenimis</h1>
</header>
<p class="notice">Tai bandomoji banko aplinka. Tikri banko duomenys nenaudojami.</p>
<p><strong>Ratai</strong> prašo vieną kartą perskaityti jūsų <strong>${escapeHtml(input.bankName)}</strong> sąskaitų duomenis:</p>
<ul>
  <li>sąskaitų informaciją (IBAN, savininkas),</li>
  <li>likučius,</li>
  <li>paskutinių ${input.historyDays} d. operacijas.</li>
</ul>
${error}
<form method="post" action="/consent/${encodeURIComponent(input.requisitionId)}"${input.error ? ' aria-describedby="form-error"' : ''}>
  <fieldset>
    <legend>Pasirinkite bandomąjį scenarijų</legend>${statements}
  </fieldset>
  <fieldset>
    <legend>Arba nesėkmingas susiejimas</legend>${failures}
  </fieldset>
  <button type="submit">Patvirtinti</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}

export function indexPage(): string {
  return messagePage(
    'Banko duomenų bandomoji aplinka',
    'Ši vietinė paslauga kalba kaip GoCardless Bank Account Data API v2 (/api/v2/...) ir imituoja Lietuvos bankus. Ji skirta tik kūrimui ir testams.',
  );
}
