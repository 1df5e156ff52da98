// oscat search: a small, dependency-free script for the search page. It reads the locale's
// index (search-index.js sets window.oscatSearchIndex, so it also works from file://), folds
// case and diacritics the way the site builder folded the index, and lists the matches.
// Results are built with textContent only: catalog text never becomes markup.
(function () {
  "use strict";
  var specialLetters = { "ё": "е", "й": "и", "ø": "o", "đ": "d", "ł": "l", "ß": "s" };

  function fold(text) {
    return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
      .replace(/[ёйøđłß]/g, function (letter) { return specialLetters[letter]; });
  }

  function words(folded) {
    return folded.split(/[^\p{L}\p{N}]+/u).filter(function (word) { return word.length > 0; });
  }

  // The same crude stem as the builder's: words of five or more letters lose up to two
  // trailing vowels or soft signs, so "poloha" finds "polohu" and "polohy".
  var endings = "aeiouyаеиоуыэюяь";
  function stem(word) {
    var removed = 0;
    while (word.length >= 5 && removed < 2 && word.length > 4 && endings.indexOf(word[word.length - 1]) >= 0) {
      word = word.slice(0, -1);
      removed += 1;
    }
    return word;
  }

  // How many words of a list start with the term.
  function count(list, term) {
    var hits = 0;
    for (var i = 0; i < list.length; i += 1) if (list[i].indexOf(term) === 0) hits += 1;
    return hits;
  }

  // Every term must occur somewhere; a hit in the name weighs most, then each hit in the
  // summary, then each hit in the other texts.
  function score(entry, terms) {
    var total = 0;
    for (var i = 0; i < terms.length; i += 1) {
      var term = terms[i];
      var value = 10 * count(entry.nameWords, term) + 2 * count(entry.aboutWords, term) + count(entry.moreWords, term);
      if (value === 0) return 0;
      total += value;
    }
    return total;
  }

  function search(index, query) {
    var terms = words(fold(query)).map(stem);
    if (terms.length === 0) return [];
    var hits = [];
    index.entries.forEach(function (entry, position) {
      if (!entry.nameWords) {
        entry.nameWords = words(entry.name);
        entry.aboutWords = words(entry.about);
        entry.moreWords = words(entry.more);
      }
      var value = score(entry, terms);
      if (value > 0) hits.push({ entry: entry, score: value, position: position });
    });
    hits.sort(function (a, b) { return b.score - a.score || a.position - b.position; });
    return hits.slice(0, 50);
  }

  function show(results, status, hits, emptyText) {
    while (results.firstChild) results.removeChild(results.firstChild);
    status.textContent = hits.length === 0 ? emptyText : "";
    hits.forEach(function (hit) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = hit.entry.url;
      link.textContent = hit.entry.title;
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = " · " + hit.entry.kind;
      var summary = document.createElement("div");
      summary.textContent = hit.entry.summary;
      item.appendChild(link);
      item.appendChild(kind);
      item.appendChild(summary);
      results.appendChild(item);
    });
  }

  function start() {
    var app = document.getElementById("search-app");
    var input = document.getElementById("search-query");
    var index = window.oscatSearchIndex;
    if (!app || !input || !index) return;
    var results = document.getElementById("search-results");
    var status = document.getElementById("search-status");
    var emptyText = app.getAttribute("data-empty") || "";
    var query = new URLSearchParams(window.location.search).get("q") || "";
    input.value = query;
    function run() { show(results, status, search(index, input.value), input.value.trim() ? emptyText : ""); }
    input.addEventListener("input", run);
    run();
  }

  // Deferred scripts run before DOMContentLoaded, in order: wait for it, so the index is there.
  if (document.readyState === "complete") start();
  else document.addEventListener("DOMContentLoaded", start);
})();
