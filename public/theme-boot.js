// Runs before first paint (a classic script in <head>) so the page never flashes the wrong theme.
(function () {
  try {
    var choice = localStorage.getItem('vite-ui-theme') || 'system';
    var dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {}
})();
