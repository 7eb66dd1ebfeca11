// The calculator (layouts/calculator/list.html holds the rule and the data): for the chosen data set, each
// contender's messages per second on the CPU budget and on the link, the smaller of the two carried, most
// first. With "released libraries only" on (released.js) the answer is over the libraries alone, as the
// table shows them.
(function () {
  'use strict';
  var data = window.wirebenchCalculator;
  var form = document.getElementById('calculator');
  var answer = document.getElementById('calc-answer');
  var body = document.querySelector('#calc-table tbody');
  if (!data || !form) return;

  function rate(n) { return Math.round(n).toLocaleString('en-US'); }

  /** Each candidate's limits, most carried first; the CPU wins a tie (the link is then not what limits it). */
  function compute(list, gbps, cores) {
    return list.map(function (c) {
      var cpu = cores * 1e9 / c.ns;
      var link = gbps * 1e9 / (8 * c.bytes);
      return { c: c, cpu: cpu, link: link, carried: Math.min(cpu, link), bottleneck: link < cpu ? 'bandwidth' : 'CPU' };
    }).sort(function (a, b) { return b.carried - a.carried; });
  }

  function cell(text, value, cls) {
    var td = document.createElement('td');
    td.className = 'num' + (cls ? ' ' + cls : '');
    td.textContent = text;
    if (value !== undefined) td.setAttribute('data-v', String(value));
    return td;
  }

  function render() {
    var gbps = Number(form.elements.gbps.value), cores = Number(form.elements.cores.value);
    var list = data[form.elements.dataset.value] || [];
    body.textContent = '';
    if (!(gbps > 0) || !(cores > 0)) {
      answer.textContent = 'Give a link rate and a CPU budget above zero.';
      return;
    }
    var released = document.documentElement.classList.contains('released-only');
    var results = compute(list, gbps, cores);
    results.forEach(function (r) {
      var tr = document.createElement('tr');
      tr.className = 'role-' + r.c.role;
      tr.setAttribute('data-contender', r.c.id);
      var th = document.createElement('th');
      th.scope = 'row';
      th.className = 'sticky';
      th.textContent = r.c.name;
      tr.appendChild(th);
      tr.appendChild(cell(r.c.bytes.toLocaleString('en-US', { maximumFractionDigits: 1 }), r.c.bytes));
      tr.appendChild(cell(wbFormat.time(r.c.ns), r.c.ns));
      tr.appendChild(cell(rate(r.cpu), r.cpu));
      tr.appendChild(cell(rate(r.link), r.link));
      tr.appendChild(cell(rate(r.carried), r.carried, 'carried'));
      var b = document.createElement('td');
      b.textContent = r.bottleneck;
      tr.appendChild(b);
      body.appendChild(tr);
    });
    var best = results.filter(function (r) { return !released || r.c.role === 'library'; })[0];
    if (!best) {
      answer.textContent = 'No contender of this data set is shown: switch "released libraries only" off.';
      return;
    }
    answer.innerHTML = '';
    var strong = document.createElement('strong');
    strong.textContent = best.c.name;
    strong.setAttribute('data-contender', best.c.id);
    answer.appendChild(document.createTextNode('Most messages per second: '));
    answer.appendChild(strong);
    var limit = document.createElement('span');
    limit.id = 'calc-bottleneck';
    limit.textContent = best.bottleneck;
    answer.appendChild(document.createTextNode(', ' + rate(best.carried) + ' messages/s on ' + form.elements.dataset.value
      + (released ? ' (released libraries only)' : ' (every contender)') + '; limited by '));
    answer.appendChild(limit);
    answer.appendChild(document.createTextNode(best.bottleneck === 'CPU'
      ? ' (the link could carry ' + rate(best.link) + ').'
      : ' (the CPU could do ' + rate(best.cpu) + ').'));
    answer.setAttribute('data-carried', String(best.carried));
  }

  form.addEventListener('input', render);
  form.addEventListener('change', render);
  form.addEventListener('submit', function (e) { e.preventDefault(); });
  document.addEventListener('wirebench:released', render);
  render();
})();
