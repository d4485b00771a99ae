// kgqa-sparql web page: SPARQL editor with a results table, and an "ask" view drawing the
// evidence paths of answers as a small SVG graph. Hand-written, no external assets.
"use strict";

const $ = (id) => document.getElementById(id);

function showView(id) {
  document.querySelectorAll(".view").forEach((v) => v.classList.toggle("hidden", v.id !== id));
  document.querySelectorAll(".tab").forEach((t) => t.classList.toggle("active", t.dataset.view === id));
}
document.querySelectorAll(".tab").forEach((t) => t.addEventListener("click", () => showView(t.dataset.view)));

function setStatus(el, text, error) {
  el.textContent = text;
  el.classList.toggle("error", !!error);
}

function cell(binding) {
  if (!binding) return "";
  if (binding.type === "uri") return "<" + binding.value + ">";
  let text = binding.value;
  if (binding["xml:lang"]) text += "@" + binding["xml:lang"];
  return text;
}

function renderTable(json) {
  const table = document.createElement("table");
  table.id = "results-table";
  const head = table.createTHead().insertRow();
  if ("boolean" in json) {
    head.appendChild(document.createElement("th")).textContent = "boolean";
    table.insertRow().insertCell().textContent = String(json.boolean);
    return table;
  }
  const vars = json.head.vars;
  vars.forEach((v) => (head.appendChild(document.createElement("th")).textContent = "?" + v));
  const body = table.createTBody();
  json.results.bindings.forEach((row) => {
    const tr = body.insertRow();
    vars.forEach((v) => (tr.insertCell().textContent = cell(row[v])));
  });
  return table;
}

async function runQuery() {
  const status = $("status"), results = $("results");
  const query = $("query").value;
  const graphForm = /^\s*(PREFIX[^\n]*\n\s*)*(CONSTRUCT|DESCRIBE)\b/i.test(query);
  setStatus(status, "running…");
  results.textContent = "";
  const started = performance.now();
  try {
    const response = await fetch("/sparql", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded",
                 "Accept": graphForm ? "text/turtle" : "application/sparql-results+json" },
      body: new URLSearchParams({ query }),
    });
    const text = await response.text();
    if (!response.ok) return setStatus(status, response.status + ": " + text, true);
    const ms = Math.round(performance.now() - started);
    if (graphForm) {
      results.appendChild(document.createElement("pre")).textContent = text;
      return setStatus(status, "graph in " + ms + " ms");
    }
    const json = JSON.parse(text);
    results.appendChild(renderTable(json));
    const n = "boolean" in json ? 1 : json.results.bindings.length;
    setStatus(status, n + " row(s) in " + ms + " ms");
  } catch (err) {
    setStatus(status, String(err), true);
  }
}

$("run").addEventListener("click", runQuery);
$("query").addEventListener("keydown", (e) => { if (e.key === "Enter" && e.ctrlKey) runQuery(); });

// ---- ask view ------------------------------------------------------------------------------
const SVG = "http://www.w3.org/2000/svg";

function svgEl(name, attrs, parent) {
  const el = document.createElementNS(SVG, name);
  Object.entries(attrs).forEach(([k, v]) => el.setAttribute(k, v));
  if (parent) parent.appendChild(el);
  return el;
}

// Lay the evidence paths out left to right (one row per path, a node reused when it recurs)
// and draw labelled arrows; answer nodes are highlighted.
function drawEvidence(evidence, answers) {
  const answerLabels = new Set(answers.map((a) => a.label));
  const nodes = new Map(), edges = [];
  const place = (label, col, row) => {
    if (!nodes.has(label)) nodes.set(label, { label, x: 20 + col * 220, y: 30 + row * 70 });
    return nodes.get(label);
  };
  evidence.forEach((path, row) => {
    path.labels.forEach(([s, p, o], hop) => {
      edges.push({ from: place(s, hop, row), to: place(o, hop + 1, row), label: p });
    });
  });
  const width = Math.max(...[...nodes.values()].map((n) => n.x)) + 200;
  const height = Math.max(...[...nodes.values()].map((n) => n.y)) + 50;
  const svg = svgEl("svg", { id: "evidence-graph", width, height, viewBox: `0 0 ${width} ${height}` });
  const marker = svgEl("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 8,
                                   markerHeight: 8, orient: "auto" }, svgEl("defs", {}, svg));
  svgEl("path", { d: "M0,0 L10,5 L0,10 z", fill: "#789" }, marker);
  edges.forEach((e) => {
    const g = svgEl("g", { class: "edge" }, svg);
    svgEl("line", { x1: e.from.x + 150, y1: e.from.y, x2: e.to.x, y2: e.to.y }, g);
    const t = svgEl("text", { x: (e.from.x + 150 + e.to.x) / 2, y: (e.from.y + e.to.y) / 2 - 4, "text-anchor": "middle" }, g);
    t.textContent = e.label.length > 28 ? e.label.slice(0, 27) + "…" : e.label;
  });
  nodes.forEach((n) => {
    const g = svgEl("g", { class: "node" + (answerLabels.has(n.label) ? " answer" : "") }, svg);
    svgEl("rect", { x: n.x, y: n.y - 14, width: 150, height: 28, rx: 6 }, g);
    const t = svgEl("text", { x: n.x + 75, y: n.y + 4, "text-anchor": "middle" }, g);
    t.textContent = n.label.length > 24 ? n.label.slice(0, 23) + "…" : n.label;
  });
  return svg;
}

async function ask() {
  const status = $("ask-status");
  const body = { [$("ask-kind").value]: $("ask-input").value };
  ["answers", "evidence", "ask-sparql"].forEach((id) => ($(id).textContent = ""));
  setStatus(status, "thinking…");
  try {
    const response = await fetch("/kgqa/ask", { method: "POST", headers: { "Content-Type": "application/json" },
                                                 body: JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) {
      let detail = text;
      try { detail = JSON.parse(text).detail || text; } catch (_) { /* plain text error */ }
      return setStatus(status, response.status + ": " + detail, true);
    }
    const result = JSON.parse(text);
    result.answers.forEach((a) => {
      $("answers").appendChild(document.createElement("li")).textContent = a.label + "  (" + a.score.toFixed(3) + ")";
    });
    if (result.evidence.length) $("evidence").appendChild(drawEvidence(result.evidence, result.answers));
    $("ask-sparql").textContent = result.sparql || "";
    setStatus(status, result.answers.length + " answer(s)");
  } catch (err) {
    setStatus(status, String(err), true);
  }
}

$("ask").addEventListener("click", ask);
$("ask-input").addEventListener("keydown", (e) => { if (e.key === "Enter") ask(); });
