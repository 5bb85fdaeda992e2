// Build step: boots the pinned Pyodide under Node, installs the site's lernlabor zip, loads
// what the first check needs and writes the interpreter's memory as a snapshot. The worker
// starts from it instead of initialising Python anew (lernlabor/web/snapshot.py).
//
//   node make_snapshot.mjs PYODIDE_DIR LERNLABOR.zip OUT
//       OUT gets the raw snapshot (the wasm memory; Pyodide checks its build id on load).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { unpackZip } from "../js/unzip.mjs";

const [pyodideDir, zip, output] = process.argv.slice(2);
if (!output) {
  process.stderr.write("usage: node make_snapshot.mjs PYODIDE_DIR LERNLABOR.zip OUT\n");
  process.exit(2);
}
try {
  const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
  // Emscripten would name this script as the program (sys.argv, $_); the browser's name instead.
  const options = { indexURL: pyodideDir, _makeSnapshot: true, _sysExecutable: "./this.program" };
  const pyodide = await loadPyodide(options);
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  // The same call as worker.js.
  const archive = readFileSync(zip);
  unpackZip(pyodide.FS, new Uint8Array(archive), sitePackages);
  // The worker checks the zip it loads against this sum (worker.js, startPython).
  const sum = createHash("sha256").update(archive).digest("hex");
  pyodide.runPython(`from lernlabor.pruefen.im_browser import vorladen; vorladen("${sum}")`);
  writeFileSync(output, pyodide.makeMemorySnapshot());
} catch (error) {
  process.stderr.write(`${error && error.message ? error.message : error}\n`);
  process.exit(1);
}
