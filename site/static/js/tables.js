// Sortable, filterable results tables: a header button sorts by its column (numbers by the
// cell's data-v, missing values last either way), and a "pick for me" form hides the rows whose
// contender attributes do not match. Plain DOM, no library; the tables read fine without it.
(function () {
  'use strict';


  // Cells after a colspan shift: map a header column to the row's cell by walking colspans.
  function cellAt(row, column) {
    var at = 0;
    for (var i = 0; i < row.cells.length; i++) {
      var span = row.cells[i].colSpan || 1;
      if (column < at + span) return span > 1 && column !== at ? null : row.cells[i];
      at += span;
    }
    return null;
  }

  function sortBy(table, column, numeric, ascending) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var ca = cellAt(a, column), cb = cellAt(b, column);
      var va = ca && ca.colSpan === 1 ? ca.getAttribute('data-v') : null;
      var vb = cb && cb.colSpan === 1 ? cb.getAttribute('data-v') : null;
      if (va === '' ) va = null;
      if (vb === '') vb = null;
      if (va === null && vb === null) return 0;
      if (va === null) return 1;
      if (vb === null) return -1;
      var d = numeric ? Number(va) - Number(vb) : va.localeCompare(vb);
      return ascending ? d : -d;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  }

  function setUpSorting(table) {
    var headers = table.tHead.rows[0].cells;
    Array.prototype.forEach.call(headers, function (th, column) {
      var button = th.querySelector('button');
      if (!button) return;
      button.addEventListener('click', function () {
        var ascending = th.getAttribute('aria-sort') !== 'ascending';
        Array.prototype.forEach.call(headers, function (h) { h.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        sortBy(table, column, th.getAttribute('data-sort') === 'num', ascending);
      });
    });
  }

  function setUpFilter(form) {
    var table = document.getElementById(form.getAttribute('data-table'));
    if (!table) return;
    var output = form.querySelector('output');
    function apply() {
      var q = form.elements.q.value.trim().toLowerCase();
      var format = form.elements.format.value;
      var schema = form.elements.schema.value;
      var evolution = Number(form.elements.evolution.value || 0);
      var zerocopy = form.elements.zerocopy.checked;
      var neutral = form.elements.neutral.checked;
      var measured = form.elements.measured.checked;
      // "released libraries only" (released.js) hides ours and the floor; the count then says so
      var released = document.documentElement.classList.contains('released-only') && table.classList.contains('released-aware');
      var rows = table.tBodies[0].rows, shown = 0;
      for (var i = 0; i < rows.length; i++) {
        var d = rows[i].dataset;
        var keep = (!q || d.name.indexOf(q) >= 0)
          && (!format || d.format === format)
          && (!schema || d.schema === schema)
          && Number(d.evolution) >= evolution
          && (!zerocopy || d.zerocopy === 'true')
          && (!neutral || d.neutral === 'true')
          && (!measured || d.status === 'ok')
          && !(released && (rows[i].classList.contains('role-ours') || rows[i].classList.contains('role-floor')));
        rows[i].hidden = !keep;
        if (keep) shown++;
      }
      if (form.elements.compressors) table.classList.toggle('hide-compressors', !form.elements.compressors.checked);
      if (output) output.textContent = shown + ' of ' + rows.length + ' shown';
    }
    form.addEventListener('input', apply);
    form.addEventListener('change', apply);
    form.addEventListener('submit', function (e) { e.preventDefault(); });
    document.addEventListener('wirebench:released', apply);
    apply();
  }

  document.querySelectorAll('table.sortable').forEach(setUpSorting);
  document.querySelectorAll('form.picker').forEach(setUpFilter);
})();
