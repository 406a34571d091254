import { EARLY_CLICKS_GLOBAL, EARLY_INTENTS_GLOBAL, HOLD_SUBMIT_ATTRIBUTE, INTENT_EVENTS } from './early-intent';

// Server-side only (the apps' entry.server.tsx): in its own module so the browser's bundles,
// which import early-intent.ts through deferred.tsx, do not carry the script's text.

/** The script's source (plain ES2017, no imports: it runs as written, before any module). */
export const EARLY_INTENT_SOURCE = `(function () {
  if (window.${EARLY_INTENTS_GLOBAL}) return;
  var targets = [];
  var clicks = [];
  window.${EARLY_INTENTS_GLOBAL} = targets;
  window.${EARLY_CLICKS_GLOBAL} = clicks;
  var types = ${JSON.stringify(INTENT_EVENTS)};
  var hydrated = function () { return document.documentElement.getAttribute('data-hydrated') === 'true'; };
  var stop = function () {
    types.forEach(function (type) { window.removeEventListener(type, record, true); });
    window.removeEventListener('submit', hold, true);
    window.removeEventListener('click', click, true);
  };
  var record = function (event) {
    if (hydrated()) return stop();
    if (targets.indexOf(event.target) === -1) targets.push(event.target);
  };
  var click = function (event) {
    if (hydrated()) return stop();
    clicks.push(event.target);
  };
  var hold = function (event) {
    if (hydrated()) return stop();
    var target = event.target;
    if (target && target.closest && target.closest('[${HOLD_SUBMIT_ATTRIBUTE}]')) {
      event.preventDefault();
      targets.push(target);
    }
  };
  types.forEach(function (type) { window.addEventListener(type, record, { capture: true, passive: true }); });
  window.addEventListener('submit', hold, true);
  window.addEventListener('click', click, { capture: true, passive: true });
})();`;

/** The `<script>` for the server HTML's `<head>` (entry.server.tsx: `headHtml`). */
export const EARLY_INTENT_SCRIPT = `<script data-early-intent>${EARLY_INTENT_SOURCE}</script>`;
