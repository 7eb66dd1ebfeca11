// The "released libraries only" switch: hides this project's own wire forms (role "ours") and the
// hand-written floor (role "floor") from the headline tables and charts, so a reader choosing a
// library compares libraries. On by default; the choice is kept in localStorage so every page
// follows it. The <html> class is set in <head> (baseof.html) before anything is drawn; this script
// shows the switch (hidden without script, when every row shows), and on a change updates the class,
// tells the tables (tables.js listens for 'wirebench:released') and sets each chart's 'released' param.
(function () {
  'use strict';
  var KEY = 'wirebench.released';
  var root = document.documentElement;

  function on() { return root.classList.contains('released-only'); }

  function set(only) {
    root.classList.toggle('released-only', only);
    try { localStorage.setItem(KEY, only ? 'only' : 'all'); } catch (e) { /* private mode: the choice lasts for this page only */ }
    document.querySelectorAll('input[data-released-switch]').forEach(function (box) { box.checked = only; });
    (window.wirebenchReleasedViews || []).forEach(function (view) { view.signal('released', only).runAsync(); });
    document.dispatchEvent(new CustomEvent('wirebench:released', { detail: { only: only } }));
  }

  document.querySelectorAll('.released-switch').forEach(function (p) {
    var box = p.querySelector('input[data-released-switch]');
    box.checked = on();
    box.addEventListener('change', function () { set(box.checked); });
    p.hidden = false;
  });
})();
