// The history page: pick a series (filtered by its case) and see its value per run, change points marked.
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var data;
  function label(s) { return s['case'] + ' · ' + s.profile + ' · ' + s.machine.split(',')[0] + ' · ' + s.jdk; }
  function fill(keep) {
    var text = $('history-text').value.trim().toLowerCase(), sel = $('history-series');
    if (typeof keep !== 'string') keep = sel.value;
    var matching = data.series.map(function (s, i) { return [s, i]; })
      .filter(function (x) { return !text || x[0]['case'].toLowerCase().indexOf(text) >= 0; });
    sel.innerHTML = '';
    matching.slice(0, 300).forEach(function (x) {
      var o = document.createElement('option'); o.value = x[1]; o.textContent = label(x[0]) + (x[0].changes.length ? ' (change point)' : '');
      sel.appendChild(o);
    });
    $('history-count').textContent = matching.length + ' series match' + (matching.length > 300 ? ' (first 300 listed)' : '');
    if ([].some.call(sel.options, function (o) { return o.value === keep; })) sel.value = keep;
    show();
  }
  function show() {
    var s = data.series[$('history-series').value];
    var tbody = $('history-points').tBodies[0];
    tbody.innerHTML = '';
    if (!s) { $('history-caption').textContent = 'No series matches.'; draw(null); return; }
    $('history-caption').textContent = s['case'] + ' on ' + s.machine + ', ' + s.jdk + ', ' + s.profile + ' profile: ' + s.points.length
      + ' run(s); baseline from ' + s.baselineFrom + '. ' + (s.changes.length ? s.changes.length + ' change point(s).' : 'No change point.');
    s.points.forEach(function (p) {
      var tr = tbody.insertRow();
      [p.run, p.startedAt.slice(0, 16).replace('T', ' '), p.commit.slice(0, 10), wbFormat.value(p.value, s.unit)].forEach(function (t, i) {
        var td = tr.insertCell(); td.textContent = t; if (i === 3) td.className = 'num';
      });
    });
    draw(s);
  }
  function draw(s) {
    var points = s ? s.points.map(function (p) { return { run: p.run, value: p.value, commit: p.commit.slice(0, 10) }; }) : [];
    var changes = s ? s.changes.map(function (c) { return { run: c.run, label: wbFormat.percent(c.change) + (c.accepted ? ' (accepted)' : '') }; }) : [];
    var order = points.map(function (p) { return p.run; });
    var x = { field: 'run', type: 'ordinal', sort: order, title: 'run (oldest first)', axis: { labelAngle: -30, labelLimit: 120 } };
    var spec = {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json', width: 'container', height: 220,
      layer: [
        { data: { values: points }, mark: { type: 'line', point: true }, encoding: { x: x,
          y: { field: 'value', type: 'quantitative', title: s ? s.unit : '', scale: { zero: false } },
          tooltip: [{ field: 'run' }, { field: 'commit' }, { field: 'value', format: ',.1f' }] } },
        { data: { values: changes }, mark: { type: 'rule', color: '#b42318', strokeWidth: 2 }, encoding: { x: x } },
        { data: { values: changes }, mark: { type: 'text', color: '#b42318', align: 'left', dx: 4, dy: -90 }, encoding: { x: x, text: { field: 'label' } } },
      ],
      config: { view: { stroke: null } },
    };
    vegaEmbed('#history-chart', spec, { actions: false, renderer: 'svg' }).catch(function (e) { $('history-chart').textContent = 'The chart could not be drawn: ' + e; });
  }
  fetch($('history-data').href).then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); }).then(function (d) {
    data = d;
    // start on a series with a change point, else the one with the most runs, preferring the order round trip
    var start = d.series.findIndex(function (s) { return s.changes.length; });
    if (start < 0) {
      var best = -1;
      d.series.forEach(function (s, i) {
        var score = s.points.length * 2 + (s['case'].indexOf('/order/roundTrip/') >= 0 ? 1 : 0);
        if (best < 0 || score > best) { best = score; start = i; }
      });
    }
    if (start >= 0) $('history-text').value = d.series[start]['case'];
    fill(String(start));
    $('history-text').addEventListener('input', function () { fill(); });
    $('history-series').addEventListener('change', show);
  }).catch(function (e) { $('history-caption').textContent = 'The history could not be loaded: ' + e; console.error(e); });
})();
