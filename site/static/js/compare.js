// The compare page: loads the pairs exported by `report pages` (or, for tests, ?data=<same-site path>),
// lets the reader pick two runs and shows every matched case's change, as a table and a dot plot.
(function () {
  var link = document.getElementById('compare-data');
  var override = new URLSearchParams(location.search).get('data');
  var src = override && override.charAt(0) === '/' && override.charAt(1) !== '/' ? override : link.href;
  var $ = function (id) { return document.getElementById(id); };
  var state = { sort: 'change', desc: true };
  var data;

  function metricGroup(f) {
    if (f.unit === 'B') return 'size';
    if (f.metric === 'time') return 'time';
    if (f.metric === 'allocation') return 'allocation';
    return 'tail';
  }
  function change(f) { return typeof f.change === 'number' ? f.change : (f.base ? f.new / f.base - 1 : NaN); }
  function pair() {
    var b = $('compare-base').value, n = $('compare-new').value;
    return data.pairs.find(function (p) { return p.base === b && p.new === n; });
  }
  function run(id) { return data.runs.find(function (r) { return r.id === id; }); }

  function render() {
    var p = pair(), tbody = $('compare-table').tBodies[0];
    var b = run($('compare-base').value), n = run($('compare-new').value);
    $('compare-runs').textContent = [b, n].map(function (r, i) {
      return (i ? 'new: ' : 'base: ') + r.id + ' (' + r.profile + ', commit ' + r.commit.slice(0, 10) + ', ' + r.jdk + ', ' + r.machine + ')';
    }).join(' — ');
    tbody.innerHTML = '';
    $('compare-warnings').innerHTML = '';
    $('compare-onesided').querySelector('ul').innerHTML = '';
    if (!p) {
      $('compare-summary').textContent = b.id === n.id ? 'Pick two different runs.'
        : 'Pick the older run as base: pairs are exported older → newer (make compare BASE=' + n.id + ' NEW=' + b.id + ' compares the other way).';
      draw([]);
      return;
    }
    $('compare-summary').textContent = p.matchedJmhCases + ' JMH cases, ' + p.matchedOpenLoopCases + ' open-loop cases and ' + p.matchedSizes
      + ' sizes matched: ' + p.regressions + ' regression(s), ' + p.improvements + ' improvement(s), ' + p.untestable + ' not testable.';
    p.warnings.forEach(function (w) { var li = document.createElement('li'); li.textContent = w; $('compare-warnings').appendChild(li); });
    var one = $('compare-onesided').querySelector('ul');
    p.onlyBase.map(function (k) { return 'base only: ' + k; }).concat(p.onlyNew.map(function (k) { return 'new only: ' + k; }))
      .forEach(function (t) { var li = document.createElement('li'); li.textContent = t; one.appendChild(li); });
    $('compare-onesided').querySelector('summary').textContent = 'Cases in one run only (' + (p.onlyBase.length + p.onlyNew.length) + ')';
    var metric = $('compare-metric').value, verdict = $('compare-verdict').value, text = $('compare-text').value.trim().toLowerCase();
    var rows = p.findings.filter(function (f) {
      return (!metric || metricGroup(f) === metric) && (!verdict || f.verdict === verdict) && (!text || f['case'].toLowerCase().indexOf(text) >= 0);
    });
    var key = state.sort;
    rows.sort(function (x, y) {
      var a = key === 'change' ? Math.abs(change(x)) : x[key], c = key === 'change' ? Math.abs(change(y)) : y[key];
      if (typeof a === 'number' && isNaN(a)) a = -Infinity;
      if (typeof c === 'number' && isNaN(c)) c = -Infinity;
      var r = a < c ? -1 : a > c ? 1 : 0;
      return state.desc ? -r : r;
    });
    rows.forEach(function (f) {
      var tr = tbody.insertRow(), ch = change(f);
      tr.dataset.case = f['case'];
      tr.dataset.metric = f.metric;
      tr.dataset.verdict = f.verdict;
      var th = document.createElement('th'); th.scope = 'row'; th.innerHTML = '<code></code>'; th.firstChild.textContent = f['case'].replace(/ @ .*/, '');
      th.title = f['case']; tr.appendChild(th);
      [f.metric, wbFormat.value(f.base, f.unit), wbFormat.value(f.new, f.unit), isNaN(ch) ? '–' : wbFormat.percent(ch)].forEach(function (t, i) {
        var td = tr.insertCell(); td.textContent = t; if (i > 0) td.className = 'num';
        if (i === 3 && !isNaN(ch) && Math.abs(ch) >= 0.005) td.classList.add(wbFormat.worse(ch, f.unit) ? 'change-worse' : 'change-better');
      });
      var v = tr.insertCell(); v.innerHTML = '<span class="verdict"></span>';
      v.firstChild.textContent = f.verdict === 'untestable' ? 'not testable' : f.verdict; v.firstChild.classList.add('verdict-' + f.verdict);
      var t = tr.insertCell();
      // the change's 90 % interval (Hodges-Lehmann on log scores): a verdict needs it to exclude no change
      t.textContent = [typeof f.changeLow === 'number' ? '90 %: ' + wbFormat.percent(f.changeLow) + ' … ' + wbFormat.percent(f.changeHigh) : '',
        f.note || ''].filter(Boolean).join('; ');
    });
    $('compare-table').querySelector('caption').textContent = rows.length + ' of ' + p.findings.length + ' findings shown'
      + (p.unchangedSizesOmitted ? ' (unchanged sizes left out)' : '') + '; click a heading to sort.';
    draw(rows);
  }

  function draw(rows) {
    var points = rows.filter(function (f) { return !isNaN(change(f)); }).map(function (f) {
      var parts = f['case'].split('/');
      return { 'case': f['case'].replace(/ @ .*/, ''), op: (parts[2] || f.metric).replace(/ .*/, '') + ' · ' + f.metric,
        change: 100 * change(f), verdict: f.verdict === 'untestable' ? 'not testable' : f.verdict };
    });
    var spec = {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json', width: 'container', data: { values: points },
      mark: { type: 'point', filled: true, size: 40, opacity: 0.7 },
      encoding: {
        x: { field: 'change', type: 'quantitative', title: 'change from base to new (%)', scale: { type: 'symlog', constant: 10 } },
        y: { field: 'op', type: 'nominal', title: null },
        color: { field: 'verdict', type: 'nominal', title: 'verdict', scale: { domain: ['regression', 'improvement', 'unchanged', 'not testable'],
          range: ['#b42318', '#1e6b34', '#8a94a6', '#2b6cb0'] }, legend: { orient: 'bottom' } },
        tooltip: [{ field: 'case' }, { field: 'change', format: '+.1f', title: 'change %' }, { field: 'verdict' }],
      },
      config: { view: { stroke: null }, axis: { labelLimit: 200 } },
    };
    vegaEmbed('#compare-chart', spec, { actions: false, renderer: 'svg' }).catch(function (e) { $('compare-chart').textContent = 'The chart could not be drawn: ' + e; });
  }

  fetch(src).then(function (r) { if (!r.ok) throw new Error(src + ': ' + r.status); return r.json(); }).then(function (d) {
    data = d;
    if (override) {
      ['compare-base', 'compare-new'].forEach(function (id) {
        $(id).innerHTML = '';
        d.runs.forEach(function (r) { var o = document.createElement('option'); o.value = r.id; o.textContent = r.id + ' · ' + r.profile; $(id).appendChild(o); });
      });
    }
    var q = new URLSearchParams(location.search);
    $('compare-base').value = q.get('base') || d.defaultBase;
    $('compare-new').value = q.get('new') || d.defaultNew;
    ['compare-base', 'compare-new', 'compare-metric', 'compare-verdict', 'compare-text'].forEach(function (id) {
      $(id).addEventListener(id === 'compare-text' ? 'input' : 'change', render);
    });
    document.querySelectorAll('#compare-table button[data-sort]').forEach(function (b) {
      b.addEventListener('click', function () {
        state.desc = state.sort === b.dataset.sort ? !state.desc : b.dataset.sort !== 'case';
        state.sort = b.dataset.sort;
        document.querySelectorAll('#compare-table th').forEach(function (th) { th.removeAttribute('aria-sort'); });
        b.parentElement.setAttribute('aria-sort', state.desc ? 'descending' : 'ascending');
        render();
      });
    });
    render();
  }).catch(function (e) { $('compare-summary').textContent = 'The comparison could not be loaded: ' + e; console.error(e); });
})();
