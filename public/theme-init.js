// Runs before first paint; mirrors src/lib/theme.ts (key "koikoi:theme").
try {
  var t = localStorage.getItem('koikoi:theme');
  if (t === 'light' || t === 'dark') document.documentElement.dataset.theme = t;
} catch (e) {}
