// Applies the accessibility settings kept in localStorage before the first paint, so the page never flashes.
(function () {
  try {
    var root = document.documentElement;
    var size = localStorage.getItem('accessibility-fontSize');
    root.classList.remove('font-size-base');
    root.classList.add('font-size-' + (size === 'medium' || size === 'large' ? size : 'base'));
    var toggles = {
      highContrast: 'high-contrast',
      darkMode: 'dark',
      reduceMotion: 'reduce-motion',
      readableFont: 'readable-font',
      underlineLinks: 'underline-links',
    };
    for (var key in toggles) {
      if (localStorage.getItem('accessibility-' + key) === 'true') root.classList.add(toggles[key]);
    }
  } catch {
    /* storage may be unavailable (private mode); defaults apply */
  }
})();
