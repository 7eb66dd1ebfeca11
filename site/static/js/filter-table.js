// Filters the rows of a table by the controls of a form: each <select data-filter="x"> keeps the
// rows whose data-x equals its value ("" keeps all); an <input data-filter="text"> keeps the rows
// whose text contains it. The count of rows shown is announced in the form's [aria-live] element.
(function () {
  document.querySelectorAll('form.table-filters').forEach(function (form) {
    var table = document.querySelector(form.dataset.table);
    var count = form.querySelector('[aria-live]');
    function apply() {
      var shown = 0, rows = table.tBodies[0].rows;
      for (var i = 0; i < rows.length; i++) {
        var row = rows[i], keep = true;
        form.querySelectorAll('[data-filter]').forEach(function (c) {
          var want = c.value.trim().toLowerCase();
          if (!want) return;
          if (c.dataset.filter === 'text') keep = keep && row.textContent.toLowerCase().indexOf(want) >= 0;
          else keep = keep && (row.dataset[c.dataset.filter] || '') === want;
        });
        row.hidden = !keep;
        if (keep) shown++;
      }
      if (count) count.textContent = shown + ' of ' + rows.length + ' shown';
    }
    form.addEventListener('input', apply);
    form.addEventListener('change', apply);
    form.addEventListener('reset', function () { setTimeout(apply, 0); });
    form.addEventListener('submit', function (e) { e.preventDefault(); });
    apply();
  });
})();
