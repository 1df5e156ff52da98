// The filter of a page's matrix (frameworks or media formats by version): keeps the rows whose
// name, id or module contains the text (ignoring case and accents) and, when one is chosen, only
// that group (a layer, a kind of format). The table is complete without this script; the filter
// shows only when it runs.
(function () {
  "use strict";
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function start() {
    var tools = document.querySelector("[data-matrix-tools]");
    if (!tools) return;
    var name = tools.querySelector("[data-matrix-name]");
    var chosen = tools.querySelector("[data-matrix-group]");
    var groups = Array.prototype.slice.call(document.querySelectorAll(".matrix tbody[data-group]"));
    function apply() {
      var wanted = fold(name.value.trim());
      groups.forEach(function (group) {
        var shown = 0;
        Array.prototype.forEach.call(group.querySelectorAll("tr[data-name]"), function (row) {
          var match = wanted === "" || fold(row.getAttribute("data-name")).indexOf(wanted) !== -1;
          row.hidden = !match;
          if (match) shown += 1;
        });
        group.hidden = (chosen.value !== "" && group.getAttribute("data-group") !== chosen.value) || shown === 0;
      });
    }
    name.addEventListener("input", apply);
    chosen.addEventListener("change", apply);
    tools.hidden = false;
    apply();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
