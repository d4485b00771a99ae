// kgqa-sparql web page.
// SPARQL view: YASGUI (vendored, see tools/vendor_web.py) on this server's /sparql, autocompleting
// the dataset's prefixes, classes and properties and the kgqa extension terms (GET /kgqa/vocabulary).
// Ask view: questions and pseudo query graphs (POST /kgqa/ask); the evidence paths are laid out by
// dagre (layered, edge labels placed as their own nodes, so no label lies under a node) and drawn as
// SVG, every node a link to a DESCRIBE of it. The state of both views is kept in the URL.
"use strict";

const $ = (id) => document.getElementById(id);
const ENDPOINT = new URL("/sparql", location.href).href;
const KGQA = "http://kgqa-sparql.org/ns#";
const DEFAULT_QUERY = "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n" +
  "SELECT ?s ?label WHERE {\n  ?s rdfs:label ?label\n} LIMIT 10";
const MISSING = ["Yasgui", "dagre"].filter((name) => typeof window[name] === "undefined");

const state = { yasgui: null, vocabulary: { prefixes: {}, classes: [], properties: [], extensions: [] },
                evidence: null, view: "sparql" };
window.kgqa = state; // for the browser tests and the console

function setStatus(el, text, error) {
  el.textContent = text;
  el.classList.toggle("error", !!error);
}

// ---- URL: ?query=... (the SPARQL view, as YASGUI reads it) or ?ask=...&kind=... -------------------
function setUrl(params) {
  const url = new URL(location.href);
  url.search = new URLSearchParams(params).toString();
  url.hash = "";
  if (url.href !== location.href) history.replaceState(null, "", url);
}

function describeUrl(iri) {
  return location.pathname + "?" + new URLSearchParams({ query: `DESCRIBE <${iri}>` });
}

function rememberQuery(tab) {
  // a tab announces itself before its editor exists: nothing to remember yet
  if (state.view === "sparql" && tab && tab.getYasqe()) setUrl({ query: tab.getQuery() });
}

function showView(view) {
  state.view = view;
  document.querySelectorAll(".view").forEach((v) => (v.hidden = v.id !== view + "-view"));
  document.querySelectorAll(".tab").forEach((t) => t.classList.toggle("active", t.dataset.view === view));
  if (view === "sparql" && state.yasgui) {
    rememberQuery(state.yasgui.getTab());
    state.yasgui.getTab()?.getYasqe()?.refresh(); // CodeMirror measures itself once visible
  } else if (view === "ask" && $("ask-input").value) {
    setUrl({ ask: $("ask-input").value, kind: $("ask-kind").value });
  }
}
document.querySelectorAll(".tab").forEach((t) => t.addEventListener("click", () => showView(t.dataset.view)));

// ---- autocompletion ------------------------------------------------------------------------------
function expandToken(yasqe, text) {
  if (text.startsWith("<")) return text.slice(1).replace(/>$/, "");
  const colon = text.indexOf(":");
  if (colon < 0) return text;
  const prefixes = { ...state.vocabulary.prefixes, ...yasqe.getPrefixesFromQuery() };
  const ns = prefixes[text.slice(0, colon)];
  return ns === undefined ? text : ns + text.slice(colon + 1);
}

function isKgqaToken(yasqe) {
  const text = yasqe.getCompleteToken().string || "";
  return /^[<A-Za-z]/.test(text) && expandToken(yasqe, text).startsWith(KGQA);
}

function registerCompleters() {
  const Yasqe = window.Yasqe;
  const vocab = state.vocabulary;
  const own = Object.entries(vocab.prefixes).map(([label, ns]) => `${label}: <${ns}>`);
  const ownLabels = new Set(Object.keys(vocab.prefixes));
  const ownSpaces = new Set(Object.values(vocab.prefixes));
  const bundled = Yasqe.Autocompleters.prefixes.get;
  // the dataset's prefixes first; the bundled list for the rest (no label or namespace twice)
  Yasqe.forkAutocompleter("prefixes", {
    name: "kgqaPrefixes", persistenceId: null,
    get: (yasqe) => Promise.resolve(bundled(yasqe)).then((list) => own.concat(list.filter((line) => {
      const m = /^([^:]*): <(.*)>$/.exec(line);
      return m && !ownLabels.has(m[1]) && !ownSpaces.has(m[2]);
    }))),
  }, false);
  const notKgqa = (base) => (yasqe) => base(yasqe) && !isKgqaToken(yasqe);
  Yasqe.forkAutocompleter("property", {
    name: "kgqaProperties", bulk: true, autoShow: true, get: () => vocab.properties,
    isValidCompletionPosition: notKgqa(Yasqe.Autocompleters.property.isValidCompletionPosition),
  }, false);
  Yasqe.forkAutocompleter("class", {
    name: "kgqaClasses", bulk: true, autoShow: true, get: () => vocab.classes,
    isValidCompletionPosition: notKgqa(Yasqe.Autocompleters.class.isValidCompletionPosition),
  }, false);
  // kgqa functions, SERVICE IRIs and kgqa:search predicates wherever a kgqa: name is typed
  const usage = Object.fromEntries(vocab.extensions.map((e) => [e.iri, e]));
  Yasqe.forkAutocompleter("property", {
    name: "kgqaTerms", bulk: true, autoShow: true, get: () => vocab.extensions.map((e) => e.iri),
    isValidCompletionPosition: (yasqe) => isKgqaToken(yasqe),
    postprocessHints: (yasqe, hints) => hints.map((hint) => {
      const iri = expandToken(yasqe, hint.text);
      const e = usage[iri];
      return e ? { ...hint, displayText: `${hint.text}   ${e.kind}: ${e.usage}`, className: "kgqa-hint" } : hint;
    }),
  }, false);
  window.Yasgui.defaults.yasqe.autocompleters = ["variables", "kgqaPrefixes", "kgqaProperties", "kgqaClasses", "kgqaTerms"];
}

// ---- SPARQL view ---------------------------------------------------------------------------------
function describe(iri, name) {
  showView("sparql");
  const query = `DESCRIBE <${iri}>`;
  state.yasgui.addTab(true, { name: name ? `describe ${name}`.slice(0, 40) : "describe", yasqe: { value: query } },
                      { avoidDuplicateTabs: true });
  const tab = state.yasgui.getTab(); // the tab added, or the one that already had this query
  setUrl({ query });
  tab.query().catch(() => {}); // the result view shows errors
}

// A server-side parse error ("... at 3:17: ...") marks its line in the editor, with the message.
function markServerError(tab) {
  const yasqe = tab.getYasqe(), results = tab.getYasr().results;
  const error = results && results.hasError() ? results.getError() : null;
  const where = error && /\bat (\d+):(\d+)/.exec(error.text || "");
  if (!yasqe || !where) return;
  const line = Math.min(Number(where[1]), yasqe.lineCount()) - 1;
  const marker = document.createElement("span");
  marker.className = "kgqa-error-marker";
  marker.textContent = "\u25b6";
  marker.title = error.text;
  yasqe.setGutterMarker(line, "gutterErrorBar", marker);
  yasqe.addLineClass(line, "background", "kgqa-error-line");
  yasqe.kgqaErrorLine = line;
}

function clearServerError(tab) {
  const yasqe = tab.getYasqe();
  if (!yasqe || yasqe.kgqaErrorLine === undefined) return;
  if (yasqe.kgqaErrorLine < yasqe.lineCount()) {
    yasqe.setGutterMarker(yasqe.kgqaErrorLine, "gutterErrorBar", null);
    yasqe.removeLineClass(yasqe.kgqaErrorLine, "background", "kgqa-error-line");
  }
  yasqe.kgqaErrorLine = undefined;
}

function startYasgui() {
  registerCompleters();
  const yasgui = new window.Yasgui($("yasgui"), {
    requestConfig: {
      endpoint: ENDPOINT, method: "POST",
      // the editor's tokenizer tells the query form (comments and PREFIX/BASE lines do not fool it)
      acceptHeaderGraph: "text/turtle,application/n-triples;q=0.9",
      acceptHeaderSelect: "application/sparql-results+json,*/*;q=0.9",
    },
    endpointCatalogueOptions: { getData: () => [{ endpoint: ENDPOINT }] },
    copyEndpointOnNewTab: true,
    persistenceId: "kgqa-sparql",
    yasqe: { value: DEFAULT_QUERY, editorHeight: "260px" },
    // longest namespaces first: YASR shortens an IRI with the first prefix that fits
    yasr: { prefixes: () => Object.fromEntries(Object.entries(state.vocabulary.prefixes)
                                                 .sort((a, b) => b[1].length - a[1].length)),
            defaultPlugin: "table" },
  });
  state.yasgui = yasgui;
  yasgui.on("query", (_y, tab) => { clearServerError(tab); rememberQuery(tab); });
  yasgui.on("queryResponse", (_y, tab) => setTimeout(() => markServerError(tab))); // after YASR took the response
  yasgui.on("tabSelect", (_y, id) => setTimeout(() => rememberQuery(yasgui.getTab(id))));
  yasgui.on("tabChange", (_y, tab) => rememberQuery(tab));
  // IRIs in the results open a DESCRIBE of themselves (Ctrl/middle click: the IRI itself)
  $("yasgui").addEventListener("click", (event) => {
    const link = event.target.closest("a.iri");
    if (!link || link.closest(".nonIri") || event.ctrlKey || event.metaKey || event.shiftKey || event.button) return;
    event.preventDefault();
    describe(link.getAttribute("href"), link.textContent);
  });
}

// ---- ask view ------------------------------------------------------------------------------------
const SVG = "http://www.w3.org/2000/svg";
const FONT = "13px system-ui, sans-serif", EDGE_FONT = "12px system-ui, sans-serif";
const measure = document.createElement("canvas").getContext("2d");

function textWidth(text, font) {
  measure.font = font;
  return Math.ceil(measure.measureText(text).width);
}

function svgEl(name, attrs, parent) {
  const el = document.createElementNS(SVG, name);
  Object.entries(attrs).forEach(([k, v]) => el.setAttribute(k, v));
  if (parent) parent.appendChild(el);
  return el;
}

function isIri(value) {
  return /^[A-Za-z][A-Za-z0-9+.-]*:[^\s"<>]+$/.test(value) && !/^\d/.test(value);
}

function shorten(text, max) {
  return text.length > max ? text.slice(0, max - 1) + "\u2026" : text;
}

// The evidence of a result as a graph: one node per entity or literal (shared across paths), one
// edge per distinct triple, in the triple's own direction.
function evidenceGraph(result) {
  const nodes = new Map(), edges = new Map();
  const answers = new Set(result.answers.map((a) => a.iri || "literal:" + a.label));
  const node = (value, label) => {
    const id = isIri(value) ? value : "literal:" + value;
    if (!nodes.has(id)) nodes.set(id, { id, iri: isIri(value) ? value : null, label: label || value,
                                        answer: answers.has(id) });
    return id;
  };
  result.evidence.forEach((path) => path.triples.forEach(([s, p, o], i) => {
    const [sl, pl, ol] = path.labels[i] || [s, p, o];
    const source = node(s, sl), target = node(o, ol);
    const key = [source, p, target].join(" ");
    if (!edges.has(key)) edges.set(key, { id: "e" + edges.size, source, target, iri: p, label: pl || p });
  }));
  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}

function layoutEvidence(graph) {
  const g = new window.dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: "LR", nodesep: 28, edgesep: 18, ranksep: 36, marginx: 16, marginy: 16 });
  graph.nodes.forEach((n) => {
    n.text = shorten(n.label, 40);
    g.setNode(n.id, { width: textWidth(n.text, FONT) + 28, height: 32 });
  });
  graph.edges.forEach((e) => {
    e.text = shorten(e.label, 40);
    // a labelled edge: dagre gives the label a place of its own between the two ranks
    g.setEdge(e.source, e.target, { width: textWidth(e.text, EDGE_FONT) + 12, height: 20, labelpos: "c" }, e.id);
  });
  window.dagre.layout(g);
  graph.nodes.forEach((n) => Object.assign(n, g.node(n.id)));
  graph.edges.forEach((e) => {
    const laid = g.edge({ v: e.source, w: e.target, name: e.id });
    Object.assign(e, { points: laid.points, x: laid.x, y: laid.y, width: laid.width, height: laid.height });
  });
  return { width: Math.ceil(g.graph().width), height: Math.ceil(g.graph().height) };
}

function drawEvidence(result) {
  const graph = evidenceGraph(result);
  const size = layoutEvidence(graph);
  const svg = svgEl("svg", { id: "evidence-graph", width: size.width, height: size.height,
                             viewBox: `0 0 ${size.width} ${size.height}`, role: "img",
                             "aria-label": "evidence graph" });
  const marker = svgEl("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 7,
                                   markerHeight: 7, orient: "auto-start-reverse" }, svgEl("defs", {}, svg));
  svgEl("path", { d: "M0,0 L10,5 L0,10 z", class: "arrow-head" }, marker);
  const edgeLayer = svgEl("g", { class: "edges" }, svg), labelLayer = svgEl("g", { class: "edge-labels" }, svg);
  graph.edges.forEach((e) => {
    const g = svgEl("g", { class: "edge", "data-source": e.source, "data-target": e.target, "data-predicate": e.iri },
                    edgeLayer);
    const d = e.points.map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
    svgEl("path", { d, "marker-end": "url(#arrow)" }, g);
    svgEl("title", {}, g).textContent = `${e.label} (${e.iri})`;
    const label = svgEl("g", { class: "edge-label", "data-edge": e.id }, labelLayer);
    svgEl("rect", { x: e.x - e.width / 2, y: e.y - e.height / 2, width: e.width, height: e.height, rx: 4 }, label);
    svgEl("text", { x: e.x, y: e.y, "text-anchor": "middle", "dominant-baseline": "central" }, label)
      .textContent = e.text;
  });
  graph.nodes.forEach((n) => {
    const cls = "node" + (n.answer ? " answer" : "") + (n.iri ? "" : " literal");
    const g = n.iri ? svgEl("a", { class: cls, href: describeUrl(n.iri), "data-iri": n.iri }, svg)
                    : svgEl("g", { class: cls }, svg);
    svgEl("title", {}, g).textContent = n.iri ? `${n.label}\n${n.iri}\n(click: DESCRIBE)` : n.label;
    svgEl("rect", { x: n.x - n.width / 2, y: n.y - n.height / 2, width: n.width, height: n.height, rx: 7 }, g);
    svgEl("text", { x: n.x, y: n.y, "text-anchor": "middle", "dominant-baseline": "central" }, g).textContent = n.text;
    if (n.iri) {
      g.addEventListener("click", (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button) return;
        event.preventDefault();
        describe(n.iri, n.label);
      });
    }
  });
  state.evidence = graph;
  return svg;
}

function answerItem(answer) {
  const li = document.createElement("li");
  if (answer.iri) {
    const a = li.appendChild(document.createElement("a"));
    a.href = describeUrl(answer.iri);
    a.textContent = answer.label;
    a.title = answer.iri;
    a.addEventListener("click", (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button) return;
      event.preventDefault();
      describe(answer.iri, answer.label);
    });
  } else {
    li.appendChild(document.createElement("span")).textContent = answer.label;
  }
  li.appendChild(document.createElement("span")).className = "score";
  li.lastChild.textContent = answer.score.toFixed(3);
  return li;
}

// An ambiguous name ("Dune": a novel and two films): which of its entities the answers are about.
function ambiguityNote(ambiguous) {
  if (!ambiguous) return "";
  const answered = new Set(ambiguous.answered_for);
  const about = ambiguous.entities.filter((e) => answered.has(e.iri)).map((e) => e.label);
  return ` \u2014 "${ambiguous.mention}" names ${ambiguous.entities.length} entities; answered for ${about.join("; ")}`;
}

async function ask() {
  const status = $("ask-status"), text = $("ask-input").value.trim(), kind = $("ask-kind").value;
  if (!text) return setStatus(status, "type a question or a graph first", true);
  ["answers", "evidence", "ask-sparql"].forEach((id) => ($(id).textContent = ""));
  $("ask-result").hidden = true;
  setUrl({ ask: text, kind });
  setStatus(status, "thinking\u2026");
  const started = performance.now();
  try {
    const response = await fetch("/kgqa/ask", { method: "POST", headers: { "Content-Type": "application/json" },
                                                 body: JSON.stringify({ [kind]: text }) });
    const body = await response.text();
    if (!response.ok) {
      let detail = body;
      try { detail = JSON.parse(body).detail || body; } catch (_) { /* a plain-text error */ }
      if (typeof detail !== "string") detail = JSON.stringify(detail);
      return setStatus(status, response.status + ": " + detail, true);
    }
    const result = JSON.parse(body);
    result.answers.forEach((a) => $("answers").appendChild(answerItem(a)));
    if (result.evidence.length && typeof window.dagre !== "undefined") $("evidence").appendChild(drawEvidence(result));
    $("ask-sparql").textContent = result.sparql || "";
    $("ask-open-sparql").hidden = !result.sparql;
    $("ask-result").hidden = false;
    const ms = Math.round(performance.now() - started);
    const reason = !result.answers.length && result.info && result.info.reason ? ` (${result.info.reason})` : "";
    setStatus(status, `${result.answers.length} answer(s), ${result.evidence.length} evidence path(s) in ${ms} ms` +
                      reason + ambiguityNote(result.info && result.info.ambiguous));
  } catch (err) {
    setStatus(status, String(err), true);
  }
}

$("ask-form").addEventListener("submit", (event) => { event.preventDefault(); ask(); });
$("ask-open-sparql").addEventListener("click", () => {
  showView("sparql");
  state.yasgui.addTab(true, { name: "ask", yasqe: { value: $("ask-sparql").textContent } });
  state.yasgui.getTab().query().catch(() => {});
});

// ---- start ---------------------------------------------------------------------------------------
async function start() {
  if (MISSING.length) {
    const note = $("vendor-missing");
    note.querySelector(".libraries").textContent = MISSING.join(", ");
    note.hidden = false;
  }
  const params = new URLSearchParams(location.search);
  try {
    const response = await fetch("/kgqa/vocabulary");
    if (response.ok) state.vocabulary = await response.json();
  } catch (_) { /* completion falls back to the bundled prefixes */ }
  if (window.Yasgui) startYasgui();
  if (params.has("ask")) {
    $("ask-input").value = params.get("ask");
    if (params.get("kind") === "graph") $("ask-kind").value = "graph";
    showView("ask");
    ask();
  } else {
    showView("sparql");
  }
  document.body.dataset.ready = "true";
}
start();
