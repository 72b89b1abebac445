// Runs before first paint; mirrors src/site/theme/theme.ts (key "koikoi:theme").
try {
  var t = localStorage.getItem('koikoi:theme');
  if (t === 'light' || t === 'dark') document.documentElement.dataset.theme = t;
} catch (e) {}
// Card markers hidden by the reader: mirrors src/shared/card-markers.ts (key "koikoi:card-markers",
// JSON false; anything else, even a corrupted value, keeps the default: shown).
try {
  if (localStorage.getItem('koikoi:card-markers') === 'false') document.documentElement.classList.add('card-markers-off');
} catch (e) {}
