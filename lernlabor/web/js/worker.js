// Module worker: loads Pyodide from the site itself, installs the lernlabor zip and runs
// lernlabor.pruefen.pruefe. All judgement is in Python; this file only moves messages.
// It boots as soon as it starts, with no message needed, so the inline start in the page's
// <head> (theme/main.html) and runtime.js create it the same way.
//
// Protocol (main -> worker): {type: "check", id, exercise, code, maxLines, maxChars}
//                            {type: "example", id, page, blocks: [{code, dokumentiert}], maxLines, maxChars}
//                              (runs the last block in the page's namespace, earlier ones silently
//                              if they have not run with this code yet; see beispiel.Seitenlauf)
// (worker -> main): {type: "progress", stage} | {type: "ready"} | {type: "bootFailed", message}
//                   {type: "output", id, chunks: [[stream, text], ...], truncated}
//                   {type: "result", id, result} | {type: "failure", id, message}

const RUNNER = `
import json, sys
from lernlabor.pruefen import pruefe

def _run(exercise_id, code):
    try:
        return json.dumps(pruefe(exercise_id, code), ensure_ascii=False)
    finally:
        sys.stdout.flush()
        sys.stderr.flush()

_run
`;
// Runnable examples: one page namespace per worker, the core shared with tests/markdown_lauf.py.
const EXAMPLE_RUNNER = `
import json
from lernlabor.pruefen.beispiel import Seitenlauf

_seite = Seitenlauf()

def _example(page, blocks, max_lines, max_chars):
    return json.dumps(_seite.fuehre(page, json.loads(blocks), max_lines, max_chars), ensure_ascii=False)

_example
`;
const assets = new URL("./", import.meta.url); // the site's assets/lernlabor/
const INDEX_URL = new URL("../pyodide/", assets).href;
const ZIP_URL = new URL("lernlabor.zip", assets).href;
const FLUSH_MS = 40; // how often output reaches the page while Python holds the worker

let run = null; // the current check: its id, pending output and the caps
let runner = null;
let exampleRunner = null;

function emit(stream, decoder, bytes) {
  const text = decoder.decode(bytes, { stream: true });
  if (run === null || run.truncated || !text) return bytes.length;
  if (run.lines >= run.maxLines || run.chars >= run.maxChars) {
    run.truncated = true;
    return bytes.length;
  }
  // Keep at most maxLines complete lines and maxChars characters; drop the rest.
  let keep = text.slice(0, run.maxChars - run.chars);
  let newlines = 0;
  for (let i = 0; i < keep.length; i++) {
    if (keep.charCodeAt(i) === 10 && run.lines + ++newlines >= run.maxLines) {
      keep = keep.slice(0, i + 1);
      break;
    }
  }
  run.lines += newlines;
  run.chars += keep.length;
  if (keep.length < text.length) run.truncated = true;
  const last = run.chunks[run.chunks.length - 1];
  if (last && last[0] === stream) last[1] += keep;
  else run.chunks.push([stream, keep]);
  if (Date.now() - run.flushedAt > FLUSH_MS) flush();
  return bytes.length;
}

function flush() {
  if (run === null) return;
  if (run.chunks.length || run.truncated !== run.sentTruncated) {
    postMessage({ type: "output", id: run.id, chunks: run.chunks, truncated: run.truncated });
    run.sentTruncated = run.truncated;
  }
  run.chunks = [];
  run.flushedAt = Date.now();
}

async function boot(indexURL, zipURL) {
  postMessage({ type: "progress", stage: "pyodide" });
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  const zipPromise = fetch(zipURL).then((response) => {
    if (!response.ok) throw new Error(`${zipURL}: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const pyodide = await loadPyodide({ indexURL });
  postMessage({ type: "progress", stage: "package" });
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(await zipPromise, "zip", { extractDir: sitePackages });
  runner = pyodide.runPython(RUNNER);
  exampleRunner = pyodide.runPython(EXAMPLE_RUNNER);
  const out = new TextDecoder();
  const err = new TextDecoder();
  pyodide.setStdout({ write: (bytes) => emit("stdout", out, bytes) });
  pyodide.setStderr({ write: (bytes) => emit("stderr", err, bytes) });
  pyodide.setStdin({ error: true });
  postMessage({ type: "ready" });
}

function check({ id, exercise, code, maxLines, maxChars }) {
  run = { id, chunks: [], lines: 0, chars: 0, maxLines, maxChars, flushedAt: Date.now() };
  run.truncated = run.sentTruncated = false;
  try {
    const result = JSON.parse(runner(exercise, code));
    flush();
    postMessage({ type: "result", id, result });
  } catch (error) {
    flush();
    postMessage({ type: "failure", id, message: String(error && error.message ? error.message : error) });
  } finally {
    run = null;
  }
}

function example({ id, page, blocks, maxLines, maxChars }) {
  try {
    const result = JSON.parse(exampleRunner(page, JSON.stringify(blocks), maxLines, maxChars));
    postMessage({ type: "result", id, result });
  } catch (error) {
    postMessage({ type: "failure", id, message: String(error && error.message ? error.message : error) });
  }
}

self.onmessage = ({ data }) => {
  if (data.type === "check") check(data);
  else if (data.type === "example") example(data);
};

boot(INDEX_URL, ZIP_URL).catch((error) => postMessage({ type: "bootFailed", message: String(error) }));
