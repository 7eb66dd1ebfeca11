// Numbers as the site shows them: times in ns below 1 µs, µs below 1 ms, ms above; thousands separators.
window.wbFormat = {
  nanos: function (value, unit) {
    var f = { 'ns/op': 1, 'us/op': 1e3, 'ms/op': 1e6, 's/op': 1e9, 'ns': 1 }[unit];
    return f === undefined ? NaN : value * f;
  },
  time: function (ns) {
    function n(v, d) { return v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }); }
    if (ns < 1e3) return n(ns, ns < 10 ? 2 : ns < 100 ? 1 : 0) + ' ns';
    if (ns < 1e6) return n(ns / 1e3, ns < 1e4 ? 2 : ns < 1e5 ? 1 : 0) + ' µs';
    return n(ns / 1e6, ns < 1e7 ? 2 : 1) + ' ms';
  },
  value: function (v, unit) {
    var ns = this.nanos(v, unit);
    if (!isNaN(ns)) return this.time(ns);
    return v.toLocaleString('en-US', { maximumFractionDigits: Math.abs(v) >= 100 ? 0 : 2 }) + ' ' + unit;
  },
  percent: function (fraction) {
    return (fraction > 0 ? '+' : '') + (100 * fraction).toLocaleString('en-US', { maximumFractionDigits: 1 }) + ' %';
  },
  // lower is better for x/op, B/op, B and ns; higher for ops/x
  worse: function (change, unit) { return unit.indexOf('ops/') === 0 ? change < 0 : change > 0; },
};
