// Module worker: loads Pyodide from the site itself (from the build's memory snapshot where it
// has one), installs the lernlabor zip and calls lernlabor.pruefen.im_browser. All judgement is
// in Python; this file only moves messages.
// It boots as soon as it starts, with no message needed, so the inline start in the page's
// <head> (theme/main.html) and runtime.js create it the same way.
//
// The snapshot saves Python's start but is 6 MB more to download: on a slow line the first
// start would wait for it (tests/benchmark_erster_besuch.py). So the worker takes it only from
// the Cache Storage; the first start is plain, and once the page is idle runtime.js asks the
// worker to keep the snapshot there ("keepSnapshot") for the next start.
//
// Protocol (main -> worker): {type: "check", id, exercise, code, maxLines, maxChars}
//                            {type: "example", id, page, blocks: [{code, dokumentiert}], maxLines, maxChars}
//                              (runs the last block in the page's namespace, earlier ones silently
//                              if they have not run with this code yet; see beispiel.Seitenlauf)
//                            {type: "keepSnapshot"} (download the snapshot into the Cache Storage)
//                            {type: "describe", id, exercise, step, duration} (the German message
//                              for a check the time limit ended in `step`; the result is its text)
//                            {type: "warmUp", id, exercise} (check the reference silently, so that
//                              V8 compiles the hot WebAssembly well before the learner's check)
// (worker -> main): {type: "progress", stage} | {type: "ready", snapshot} | {type: "bootFailed", message}
//                   {type: "output", id, chunks: [[stream, text], ...], truncated}
//                   {type: "step", id, step} (where the check stands: lernlabor.pruefen.fortschritt)
//                   {type: "result", id, result} | {type: "failure", id, message}
//                   {type: "warm", id, ms} (a warm-up round took ms; null if it failed)

import { readZip, writeEntries } from "./unzip.mjs";

const assets = new URL("./", import.meta.url); // the site's assets/lernlabor/
const INDEX_URL = new URL("../pyodide/", assets).href;
const ZIP_URL = new URL("lernlabor.zip", assets).href;
const SNAPSHOT_URL = new URL("python.snapshot.gz", assets).href; // web/snapshot.py
const CACHE = "lernlabor-python"; // the Cache Storage that keeps the snapshot
// ?snapshot=network: download the snapshot at once, as the site did before (for the benchmark).
const AT_ONCE = new URL(import.meta.url).searchParams.get("snapshot") === "network";
const FLUSH_MS = 40; // how often output reaches the page while Python holds the worker

let run = null; // the current check: its id, pending output and the caps
let runner = null; // lernlabor.pruefen.im_browser.pruefe_als_json
let describer = null; // … .zeitlimit_meldung
let exampleRunner = null; // … .beispiel_als_json
let warmer = null; // … .aufwaermen

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

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

// Where the snapshot comes from: the Cache Storage (null if it holds none), or the network.
async function snapshotResponse() {
  if (AT_ONCE) return fetchBytes(SNAPSHOT_URL);
  const cache = await self.caches?.open(CACHE);
  return (await cache?.match(SNAPSHOT_URL)) ?? null;
}

async function unpackSnapshot(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A server may send the .gz with Content-Encoding: gzip; then the browser has unpacked it.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(unpacked).arrayBuffer();
}

/** Download the snapshot into the Cache Storage for the next start (runtime.js asks when idle). */
async function keepSnapshot() {
  try {
    const cache = await caches.open(CACHE);
    if (await cache.match(SNAPSHOT_URL)) return;
    // no-cache: revalidate, so the HTTP cache never hands over an older site's snapshot.
    await cache.add(new Request(SNAPSHOT_URL, { cache: "no-cache" }));
  } catch (error) {
    console.warn("Lernlabor: Speicherabzug für den nächsten Start nicht geladen:", error);
  }
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// From the build's memory snapshot Python is ready in a fraction of a full start. Without
// one in the Cache Storage, if Pyodide refuses it, or if it was made from another lernlabor
// zip (kept from an older version of the site), Python starts anew; a snapshot that does not
// fit leaves the cache, so runtime.js has a fresh one kept.
async function startPython(loadPyodide, indexURL, zipPromise, snapshotPromise) {
  const response = await snapshotPromise.catch((error) => {
    console.warn("Lernlabor: Python startet ohne Speicherabzug:", error);
    return null;
  });
  if (response) {
    try {
      const bytes = unpackSnapshot(response);
      bytes.catch(() => {}); // a failed download is loadPyodide's error, caught below
      const pyodide = await loadPyodide({ indexURL, _loadSnapshot: bytes });
      const made = pyodide.pyimport("lernlabor.pruefen.im_browser").PAKET;
      if (made !== (await sha256(await zipPromise))) throw new Error("der Speicherabzug gehört zu einem anderen lernlabor.zip");
      return { pyodide, snapshot: true };
    } catch (error) {
      console.warn("Lernlabor: Python startet ohne Speicherabzug:", error);
      await (await self.caches?.open(CACHE))?.delete(SNAPSHOT_URL);
    }
  }
  return { pyodide: await loadPyodide({ indexURL }), snapshot: false };
}

// Pyodide 314 only logs it when pyodide.asm.wasm fails to download or compile, and
// loadPyodide never settles (pyodide/pyodide#6288): the page would wait for good. This turns
// that warning into a failed boot, so the page says so and the next run starts a new worker.
const WASM_FAILED = "wasm instantiation failed!";
function wasmFailure() {
  return new Promise((_, reject) => {
    const warn = console.warn;
    console.warn = (...args) => {
      warn.apply(console, args);
      if (args[0] === WASM_FAILED) reject(new Error("pyodide.asm.wasm could not be loaded"));
    };
  });
}
const wasmFailed = wasmFailure();
wasmFailed.catch(() => {}); // raced in boot; after the boot nobody listens

/** The reason of a failed boot, for the page: Pyodide sometimes rejects with an event. */
function reason(error) {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return error?.message ?? error?.type ?? "";
}

async function boot(indexURL, zipURL) {
  postMessage({ type: "progress", stage: "pyodide" });
  // The Cache Storage is asked while Pyodide's loader loads (?snapshot=network: downloaded
  // after it, as the site did before).
  const cached = AT_ONCE ? null : snapshotResponse();
  cached?.catch(() => {}); // awaited in startPython, which warns
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  const zipPromise = fetchBytes(zipURL).then((response) => response.arrayBuffer());
  zipPromise.catch(() => {}); // awaited below; a failed download fails the boot there
  // Inflated while Pyodide loads; written into Python's file system once it is there.
  const entriesPromise = zipPromise.then(readZip);
  entriesPromise.catch(() => {});
  const snapshotPromise = cached ?? snapshotResponse();
  const { pyodide, snapshot } = await Promise.race([
    startPython(loadPyodide, indexURL, zipPromise, snapshotPromise),
    wasmFailed,
  ]);
  postMessage({ type: "progress", stage: "package" });
  // The snapshot holds the imported modules, not the files: lernlabor reads its exercise texts.
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  writeEntries(pyodide.FS, await entriesPromise, sitePackages);
  const api = pyodide.pyimport("lernlabor.pruefen.im_browser");
  if (snapshot) api.nach_dem_wiederherstellen();
  api.einrichten();
  runner = api.pruefe_als_json;
  describer = api.zeitlimit_meldung;
  exampleRunner = api.beispiel_als_json;
  warmer = api.aufwaermen;
  const out = new TextDecoder();
  const err = new TextDecoder();
  pyodide.setStdout({ write: (bytes) => emit("stdout", out, bytes) });
  pyodide.setStderr({ write: (bytes) => emit("stderr", err, bytes) });
  pyodide.setStdin({ error: true });
  postMessage({ type: "ready", snapshot });
}

function check({ id, exercise, code, maxLines, maxChars }) {
  run = { id, chunks: [], lines: 0, chars: 0, maxLines, maxChars, flushedAt: Date.now() };
  run.truncated = run.sentTruncated = false;
  try {
    // Each step of the check reaches the page: if the time limit ends this worker, the page
    // knows where the check stood and asks the next worker to describe it ("describe").
    const step = (text) => postMessage({ type: "step", id, step: text });
    const result = JSON.parse(runner(exercise, code, step));
    flush();
    postMessage({ type: "result", id, result });
  } catch (error) {
    flush();
    postMessage({ type: "failure", id, ...failure(error) });
  } finally {
    run = null;
  }
}

function example({ id, page, blocks, maxLines, maxChars }) {
  try {
    const result = JSON.parse(exampleRunner(page, JSON.stringify(blocks), maxLines, maxChars));
    postMessage({ type: "result", id, result });
  } catch (error) {
    postMessage({ type: "failure", id, ...failure(error) });
  }
}

/** What went wrong, for the page. A blown stack is the learner's code (deep recursion in C,
 * such as ast.parse of a huge nested expression), not the checker: Pyodide dies of it, while
 * Python's own recursion limit catches the other cases as RecursionError. */
function failure(error) {
  const message = String(error && error.message ? error.message : error);
  const exited = /Program terminated with exit\((-?\d+)\)/.exec(message); // os._exit(n)
  return {
    message,
    tooDeep: error instanceof RangeError || /call stack/i.test(message),
    exitCode: exited ? Number(exited[1]) : null,
  };
}

function describe({ id, exercise, step, duration }) {
  try {
    postMessage({ type: "result", id, result: describer(exercise, step, duration) });
  } catch (error) {
    postMessage({ type: "failure", id, ...failure(error) });
  }
}

function warmUp({ id, exercise }) {
  let ms = null;
  try {
    ms = warmer(exercise);
  } catch (error) {
    console.warn("Lernlabor: Aufwärmen fehlgeschlagen:", error); // the learner's check will say more
  }
  postMessage({ type: "warm", id, ms });
}

self.onmessage = ({ data }) => {
  if (data.type === "check") check(data);
  else if (data.type === "describe") describe(data);
  else if (data.type === "example") example(data);
  else if (data.type === "keepSnapshot") keepSnapshot();
  else if (data.type === "warmUp") warmUp(data);
};

boot(INDEX_URL, ZIP_URL).catch((error) => postMessage({ type: "bootFailed", message: reason(error) }));
