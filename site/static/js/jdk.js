// The JDK switch (issue 25; layouts/partials/jdk-views.html). A results page carries its body once per JDK that has a
// whole run: the shown run's in #jdk-view, each other JDK's in an inert <template class="jdk-alt" data-jdk="25">. This
// script runs (not deferred) right after them, before the page's deferred scripts and before the first paint of what
// follows: if the reader chose another JDK on some page (localStorage "wirebench.jdk"), that JDK's view and run badge
// replace the shown run's, so tables.js, csv.js and released.js start on the numbers shown, and the charts of the view
// are drawn by its own scripts as it is inserted. Choosing a JDK remembers it and reloads the page, which is simpler and
// surer than re-wiring every table and chart in place; where storage is refused, the view is swapped in place.
(function () {
  'use strict';
  var KEY = 'wirebench.jdk';
  var view = document.getElementById('jdk-view');
  if (!view) return;
  var shown = view.getAttribute('data-jdk');
  var shownRun = view.getAttribute('data-run');
  var shownNodes = null; // the shown run's view and badge while another JDK's is in place
  var shownBadge = null;

  function stored() {
    try { return localStorage.getItem(KEY); } catch (e) { return null; }
  }

  // Puts the view of JDK `feature` in place; false when the page has none for it (then the shown run's stays).
  function show(feature) {
    if (feature === view.getAttribute('data-jdk')) return true;
    var alt = document.querySelector('template.jdk-alt[data-jdk="' + feature + '"]');
    if (feature !== shown && !alt) return false;
    var badge = document.getElementById('run-badge');
    if (view.getAttribute('data-jdk') === shown) {
      shownNodes = Array.prototype.slice.call(view.childNodes);
      shownBadge = badge;
    }
    view.textContent = '';
    if (feature === shown) {
      shownNodes.forEach(function (n) { view.appendChild(n); });
    } else {
      view.appendChild(document.importNode(alt.content, true));
    }
    view.setAttribute('data-jdk', feature);
    view.setAttribute('data-run', feature === shown ? shownRun : alt.getAttribute('data-run'));
    var next = feature === shown ? shownBadge : document.querySelector('template.jdk-badge[data-jdk="' + feature + '"]');
    if (badge && next) badge.replaceWith(feature === shown ? next : document.importNode(next.content, true));
    return true;
  }

  var wanted = stored();
  var current = wanted && show(wanted) ? wanted : shown;
  document.documentElement.setAttribute('data-jdk', current);

  document.querySelectorAll('.jdk-switch').forEach(function (box) {
    box.querySelectorAll('input[data-jdk-switch]').forEach(function (radio) {
      radio.checked = radio.value === current;
      radio.addEventListener('change', function () {
        if (!radio.checked) return;
        try {
          localStorage.setItem(KEY, radio.value);
        } catch (e) {
          show(radio.value); // private mode: this page only, its tables not re-wired
          return;
        }
        location.reload();
      });
    });
    box.hidden = false;
  });
})();
