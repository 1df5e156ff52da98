// oscat search: a small, dependency-free script for the search page. It reads the locale's
// index (search-index.js sets window.oscatSearchIndex, so it also works from file://) and
// ranks the entries exactly as `oscat search` does: the algorithm of docs/SEARCH.md, written
// a second time. The index carries each entry's words already folded by the site builder
// (the CLI's own folding), so only the query is folded here. Scripts/integration/
// check-search-ranking runs this file under node against the ranking test set and the CLI.
// Results are built with textContent only: catalog text never becomes markup.
(function () {
  "use strict";
  var specialLetters = { "ё": "е", "й": "и", "ø": "o", "đ": "d", "ł": "l", "ß": "s" };
  // Weights by match (none, prefix, compound, whole), as SearchWeight in TextSearch.swift.
  var NAME = [0, 20, 20, 30], SUMMARY = [0, 6, 6, 10], OTHER = [0, 3, 3, 5];
  var EXACT = 1000, VERSION = 2000;
  var NONE = 0, PREFIX = 1, COMPOUND = 2, WHOLE = 3;

  // Invisible characters removed, NFD, marks dropped, lower case, a few letters replaced.
  function fold(text) {
    return text.replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, "").normalize("NFD")
      .replace(/[\p{Mn}\p{Diacritic}]/gu, "").toLowerCase()
      .replace(/[ёйøđłß]/g, function (letter) { return specialLetters[letter]; });
  }

  function words(folded) { return folded.match(/[\p{L}\p{N}\p{M}]+/gu) || []; }
  function split(joined) { return joined.length ? joined.split(" ") : []; }
  function scalars(text) { return Array.from(text); }
  function ends(list, ending) {
    var tail = scalars(ending);
    if (list.length < tail.length) return false;
    for (var i = 0; i < tail.length; i += 1) if (list[list.length - tail.length + i] !== tail[i]) return false;
    return true;
  }
  function endsAny(list, endings) { return endings.some(function (e) { return ends(list, e); }); }

  var russianEndings = ["иями", "ями", "ами", "иях", "иям", "ием", "иеи", "ого", "его", "ому", "ему", "ыми", "ими",
    "ях", "ах", "ям", "ам", "ом", "ем", "ов", "ев", "еи", "ои", "ии", "ия", "ию", "ие", "ая", "яя", "ое", "ее", "ые",
    "ых", "их", "ым", "им", "ую", "юю", "ть", "а", "я", "о", "е", "ы", "и", "у", "ю", "ь"];
  var swedishEndings = ["heterna", "heten", "arnas", "ernas", "ornas", "arna", "erna", "orna", "ande", "aren", "eren",
    "ens", "ets", "ar", "er", "or", "en", "et", "an", "na", "a", "e"];

  function stemByList(l, endings) {
    if (l.length <= 3) return l;
    for (var i = 0; i < endings.length; i += 1) {
      var n = scalars(endings[i]).length;
      if (l.length - n >= 3 && ends(l, endings[i])) return l.slice(0, l.length - n);
    }
    return l;
  }
  function stemEnglish(l) {
    if (l.length <= 3 || l[l.length - 1] !== "s") return l;
    if (l.length > 4 && ends(l, "ies")) return l.slice(0, -3).concat(["y"]);
    if (l.length > 4 && endsAny(l, ["ses", "xes", "ches", "shes"])) return l.slice(0, -2);
    if (["s", "u", "i"].indexOf(l[l.length - 2]) < 0) return l.slice(0, -1);
    return l;
  }
  function stemFrench(l) {
    if (l.length <= 3) return l;
    if (l.length > 4 && ends(l, "aux")) { l = l.slice(0, -1); l[l.length - 1] = "l"; return l; }
    var last = l[l.length - 1];
    if ((last === "s" || last === "x") && l[l.length - 2] !== "s") l = l.slice(0, -1);
    for (var removed = 0; removed < 2 && l.length > 4 && l[l.length - 1] === "e"; removed += 1) l = l.slice(0, -1);
    return l;
  }
  function stemCzech(l) {
    var n = l.length;
    if (n > 7 && ends(l, "atech")) l = l.slice(0, -5);
    else if (n > 6 && endsAny(l, ["etem", "atum"])) l = l.slice(0, -4);
    else if (n > 5 && endsAny(l, ["ech", "ich", "eho", "emi", "emu", "ete", "eti", "iho", "imi", "imu", "ach", "ata",
      "aty", "ych", "ama", "ami", "ove", "ovi", "ymi"])) l = l.slice(0, -3);
    else if (n > 4 && endsAny(l, ["em", "es", "um", "at", "am", "os", "us", "ym", "mi", "ou", "im"])) l = l.slice(0, -2);
    else if (n > 3 && "aeiouy".indexOf(l[n - 1]) >= 0) l = l.slice(0, -1);
    if (l.length > 5 && endsAny(l, ["ov", "in", "uv"])) l = l.slice(0, -2);
    if (l.length < 2) return l;
    n = l.length;
    l = l.slice();
    if (ends(l, "ct") || ends(l, "st")) l[n - 1] = "k";
    else if (l[n - 1] === "c") l[n - 1] = "k";
    else if (l[n - 1] === "z") l[n - 1] = "h";
    else if (n > 3 && l[n - 2] === "e") l.splice(n - 2, 1);
    return l;
  }
  var stemmers = {
    en: stemEnglish, cs: stemCzech, fr: stemFrench,
    ru: function (l) { return stemByList(l, russianEndings); },
    sv: function (l) { return stemByList(l, swedishEndings); }
  };
  var stemCache = {};
  function stem(word, language) {
    var cache = stemCache[language] || (stemCache[language] = new Map());
    var known = cache.get(word);
    if (known === undefined) { known = stemmers[language](scalars(word)).join(""); cache.set(word, known); }
    return known;
  }
  function length(text) { return scalars(text).length; }

  function parse(index, query) {
    var folded = fold(query);
    var all = words(folded);
    var open = /[\p{L}\p{N}\p{M}]$/u.test(folded);
    var stop = new Set();
    index.languages.forEach(function (code) { (index.stopWords[code] || []).forEach(function (w) { stop.add(w); }); });
    var terms = [];
    all.forEach(function (word, i) { if (!stop.has(word)) terms.push({ word: word, open: open && i === all.length - 1 }); });
    var namesOnly = terms.length === 0;
    if (namesOnly) terms = all.map(function (word, i) { return { word: word, open: open && i === all.length - 1 }; });
    var phrases = new Set();
    for (var s = 0; s < all.length; s += 1) {
      var phrase = "";
      for (var e = s; e < Math.min(all.length, s + 4); e += 1) { phrase += all[e]; phrases.add(phrase); }
    }
    return { terms: terms, namesOnly: namesOnly, compact: all.join(""), phrases: phrases };
  }

  function matchInName(term, token, isFirst) {
    if (token === term.word) return WHOLE;
    var s = stem(term.word, "en");
    if (length(s) >= 3 && stem(token, "en") === s) return WHOLE;
    if (term.open && (length(term.word) >= 2 || isFirst) && token.indexOf(term.word) === 0) return PREFIX;
    return NONE;
  }
  function matchInText(term, token, language) {
    if (token === term.word) return WHOLE;
    var s = stem(term.word, language), t = stem(token, language);
    if (t === s) return WHOLE;
    var n = length(s), m = length(t);
    if (n >= 5 && m >= n + 3 && (t.indexOf(s) === 0 || t.slice(t.length - s.length) === s)) return COMPOUND;
    return NONE;
  }

  function prepare(index) {
    if (index.prepared) return;
    index.entries.forEach(function (entry) {
      entry.nameWords = split(entry.names);
      entry.textWords = entry.text.map(function (pair) {
        return pair.map(function (joined) { return Array.from(new Set(split(joined))); });
      });
    });
    index.prepared = true;
  }

  // Ranked entries for a query: a version the query names, an exact id/name/module, then the
  // sum over the words of name + best summary + best other text; every word must match.
  function search(index, query) {
    prepare(index);
    var q = parse(index, query);
    if (q.terms.length === 0) return [];
    var languages = index.languages;
    var preferred = index.language;
    var order = [preferred].concat(languages.filter(function (code) { return code !== preferred; }));
    var totals = index.entries.map(function () { return 0; });
    var matchedAll = index.entries.map(function () { return true; });
    q.terms.forEach(function (term) {
      var caches = {};
      index.entries.forEach(function (entry, position) {
        var name = 0;
        entry.nameWords.forEach(function (word, i) { name = Math.max(name, NAME[matchInName(term, word, i === 0)]); });
        var summary = 0, other = 0;
        if (!q.namesOnly) order.forEach(function (code) {
          var number = languages.indexOf(code);
          var cache = caches[code] || (caches[code] = new Map());
          var bonus = code === preferred ? 1 : 0;
          function best(list) {
            var b = NONE;
            for (var i = 0; i < list.length && b < WHOLE; i += 1) {
              var c = cache.get(list[i]);
              if (c === undefined) { c = matchInText(term, list[i], code); cache.set(list[i], c); }
              if (c > b) b = c;
            }
            return b;
          }
          var s = best(entry.textWords[number][0]);
          if (s !== NONE && SUMMARY[s] + bonus > summary) summary = SUMMARY[s] + bonus;
          var o = best(entry.textWords[number][1]);
          if (o !== NONE && OTHER[o] + bonus > other) other = OTHER[o] + bonus;
        });
        var points = name + summary + other;
        if (points === 0) matchedAll[position] = false;
        totals[position] += points;
      });
    });
    var hits = [];
    index.entries.forEach(function (entry, position) {
      var score = matchedAll[position] ? totals[position] : 0;
      var included = matchedAll[position];
      if (entry.keys.indexOf(q.compact) >= 0) { score += EXACT; included = true; }
      if (entry.version && entry.keys.some(function (key) { return q.phrases.has(key); })) { score += VERSION; included = true; }
      if (included) hits.push({ entry: entry, score: score, position: position });
    });
    hits.sort(function (a, b) { return b.score - a.score || a.position - b.position; });
    return hits;
  }

  if (typeof module !== "undefined" && module.exports) {
    module.exports = { search: search, fold: fold, words: words, stem: stem };
    return;
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
    function run() { show(results, status, search(index, input.value).slice(0, 50), input.value.trim() ? emptyText : ""); }
    input.addEventListener("input", run);
    run();
  }

  // Deferred scripts run before DOMContentLoaded, in order: wait for it, so the index is there.
  if (document.readyState === "complete") start();
  else document.addEventListener("DOMContentLoaded", start);
})();
