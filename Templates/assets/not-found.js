// The 404 page is served at the address that was not found, at any depth, so its links cannot
// be relative. They are written from the base URL's path (or from "/"); this script, inlined
// and allowed by its digest, finds the site's root in the address instead: the part before the
// first segment that is one of the site's languages (/docs/cs/missing/ has its root at /docs/).
(function () {
  var links = document.querySelectorAll("a[data-path]");
  var codes = Array.prototype.map.call(links, function (link) {
    return link.getAttribute("data-path").split("/")[0];
  });
  var parts = location.pathname.split("/");
  for (var index = 1; index < parts.length; index++) {
    if (codes.indexOf(parts[index].toLowerCase()) < 0) continue;
    var root = parts.slice(0, index).join("/") + "/";
    Array.prototype.forEach.call(links, function (link) {
      link.setAttribute("href", root + link.getAttribute("data-path"));
    });
    var style = document.getElementById("style");
    if (style) style.setAttribute("href", root + "assets/style.css");
    return;
  }
})();
