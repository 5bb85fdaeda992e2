// One Pyodide under Node for all tests of a pytest process (tests/pyodide/service.py).
//
//   node --expose-gc service.mjs
//       Boots Pyodide once and keeps the booted memory as a snapshot. Then reads one JSON
//       request per line on stdin and answers each with one JSON line on stdout:
//         {"id", "zip", "snapshot": null | FILE.gz, "snippets": {"name": "code", ...}}
//       (a snippet runs as file "<name>")
//       -> {"id", "results": {"name": {ok, stdout, stderr, error}}} or {"id", "fatal"}.
//
// Every request gets a fresh interpreter, restored from that boot snapshot (or from the
// site's snapshot FILE.gz, as the worker starts), with the zip unpacked into site-packages,
// as run_python.mjs does. Restoring takes a fraction of a second where a boot takes
// seconds, and no request sees what an earlier one imported or changed. The snippets of one
// request share that interpreter, each in a fresh namespace (like run_python.mjs --batch).
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { gunzipSync } from "node:zlib";
import { unpackZip } from "../../lernlabor/web/js/unzip.mjs";

const { loadPyodide } = await import("pyodide");
const started = performance.now();
const booted = await loadPyodide({ _makeSnapshot: true });
const bootSnapshot = booted.makeMemorySnapshot();
const reply = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
reply({ ready: true, boot_ms: Math.round(performance.now() - started) });

async function fresh(snapshotFile) {
  const snapshot = snapshotFile ? new Uint8Array(gunzipSync(readFileSync(snapshotFile))) : null;
  const pyodide = await loadPyodide({ _loadSnapshot: snapshot ?? bootSnapshot });
  if (!snapshot) {
    // A restored Pyodide puts "" in front of sys.path once more; a booted one has it once.
    // The site's snapshot keeps it: its tests check that the worker removes it.
    pyodide.runPython("import sys; sys.path.remove('')");
  }
  return pyodide;
}

async function answer(request) {
  const pyodide = await fresh(request.snapshot);
  let sink = null;
  // {write} keeps the output byte-exact; streaming decoders keep a split UTF-8 character.
  for (const stream of ["stdout", "stderr"]) {
    const decoder = new TextDecoder();
    const write = (bytes) => {
      sink[stream] += decoder.decode(bytes, { stream: true });
      return bytes.length;
    };
    if (stream === "stdout") pyodide.setStdout({ write });
    else pyodide.setStderr({ write });
  }
  // site.getsitepackages, not sysconfig's purelib: that one starts with "//" in Pyodide.
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  unpackZip(pyodide.FS, readFileSync(request.zip), sitePackages); // as worker.js does
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
  const results = {};
  for (const [name, code] of Object.entries(request.snippets)) {
    const result = { ok: true, stdout: "", stderr: "", error: null };
    sink = result;
    const globals = pyodide.toPy({ __name__: "__main__" });
    try {
      pyodide.runPython(code, { globals, filename: `<${name}>` });
    } catch (error) {
      result.ok = false;
      result.error = String(error.message ?? error);
    } finally {
      globals.destroy();
    }
    results[name] = result;
  }
  return results;
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  try {
    reply({ id: request.id, results: await answer(request) });
  } catch (error) {
    reply({ id: request.id, fatal: String(error?.stack ?? error) });
  }
  globalThis.gc?.(); // the old interpreter's memory is garbage now; don't let it pile up
}
