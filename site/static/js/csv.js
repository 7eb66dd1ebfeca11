// A "CSV" link above every results table (table.results): the rows the table shows at the moment
// of the click (after sorting, the "pick for me" filter and "released libraries only"), every
// column, built from the table's own DOM so the file is exactly what the reader is looking at.
// Numbers come unformatted: a cell's data-csv, else its numeric data-v (the exported value, e.g. a
// median in ns), else its text, where a shown time ("1.34 µs") becomes ns and "12,345" becomes 12345;
// units go in the header ("roundTrip median (ns)"). A header's data-csv names its column outright.
(function () {
  'use strict';

  var TIME = /^(-?[\d,]*\.?\d+) (ns|µs|ms|s)$/;
  var NUMBER = /^-?[\d,]*\.?\d+$/;
  var SCALE = { ns: 1, 'µs': 1e3, ms: 1e6, s: 1e9 };

  function clean(text) { return text.replace(/\s+/g, ' ').trim(); }

  /** A header's name with its unit: data-csv, else its text with a span.unit put in brackets. */
  function headerName(th) {
    if (th.hasAttribute('data-csv')) return th.getAttribute('data-csv');
    var copy = th.cloneNode(true);
    var unit = copy.querySelector('.unit');
    var unitText = unit ? clean(unit.textContent) : '';
    if (unit) unit.remove();
    var name = clean(copy.textContent);
    return unitText ? name + ' (' + unitText + ')' : name;
  }

  /** The cell's value and, for a shown time turned into ns, the unit it now has. */
  function cellValue(cell) {
    if (cell.hasAttribute('data-csv')) return { value: cell.getAttribute('data-csv') };
    var v = cell.getAttribute('data-v');
    if (v !== null && v !== '' && !isNaN(Number(v))) return { value: v };
    var text = clean(cell.textContent);
    if (text === '–') return { value: '' };
    var t = text.match(TIME);
    if (t) return { value: String(Number(t[1].replace(/,/g, '')) * SCALE[t[2]]), unit: 'ns' };
    if (NUMBER.test(text)) return { value: text.replace(/,/g, '') };
    return { value: text };
  }

  function quote(field) {
    return /[",\n\r]/.test(field) ? '"' + field.replace(/"/g, '""') + '"' : field;
  }

  function shown(row) {
    return !row.hidden && getComputedStyle(row).display !== 'none';
  }

  /** The table as CSV text: its last header row, then its shown body rows; a colspan cell leaves the columns it spans empty. */
  function toCsv(table) {
    var headRows = table.tHead ? table.tHead.rows : [];
    var headers = headRows.length ? Array.prototype.map.call(headRows[headRows.length - 1].cells, headerName) : [];
    var timeColumns = {};
    var lines = [];
    Array.prototype.forEach.call(table.tBodies, function (body) {
      Array.prototype.forEach.call(body.rows, function (row) {
        if (!shown(row)) return;
        var fields = [];
        Array.prototype.forEach.call(row.cells, function (cell) {
          var c = cellValue(cell);
          if (c.unit) timeColumns[fields.length] = true;
          fields.push(c.value);
          for (var i = 1; i < (cell.colSpan || 1); i++) fields.push('');
        });
        lines.push(fields);
      });
    });
    headers = headers.map(function (h, i) { return timeColumns[i] && !/\(ns\)$/.test(h) ? h + ' (ns)' : h; });
    return [headers].concat(lines).map(function (fields) { return fields.map(quote).join(','); }).join('\r\n') + '\r\n';
  }

  function fileName(table, index) {
    var page = location.pathname.replace(/index\.html$/, '').split('/').filter(Boolean).pop() || 'overview';
    return (page + '-' + (table.id || 'table-' + (index + 1))).replace(/[^A-Za-z0-9._-]+/g, '-') + '.csv';
  }

  window.wirebenchCsv = toCsv;

  document.querySelectorAll('table.results').forEach(function (table, index) {
    var anchor = table.closest('.table-wrap') || table;
    var p = document.createElement('p');
    p.className = 'csv-download';
    var a = document.createElement('a');
    a.className = 'csv-link';
    a.textContent = 'CSV';
    a.download = fileName(table, index);
    a.href = '#';
    a.title = 'the rows this table shows now, every column, numbers unformatted';
    // built at the click, so the file follows sorting and filters
    a.addEventListener('click', function () {
      if (a.href.indexOf('blob:') === 0) URL.revokeObjectURL(a.href);
      a.href = URL.createObjectURL(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
    });
    p.appendChild(a);
    anchor.parentNode.insertBefore(p, anchor);
  });
})();
