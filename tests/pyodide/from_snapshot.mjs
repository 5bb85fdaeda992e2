// Starts Pyodide under Node from the site's memory snapshot, as the worker does, and runs
// Python from stdin; its stdout is ours. Used by tests/test_snapshot.py.
//
//   node from_snapshot.mjs PYODIDE_DIR python.snapshot.gz lernlabor.zip < code.py
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";

const [pyodideDir, snapshot, zip] = process.argv.slice(2);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk); // a pipe may not be read at once
const code = Buffer.concat(chunks).toString("utf8");
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir,
  _loadSnapshot: new Uint8Array(gunzipSync(readFileSync(snapshot))),
  stdout: (line) => process.stdout.write(`${line}\n`),
});
// Before anything of the worker runs: the tests look at the interpreter as it was restored.
pyodide.runPython("import sys; RESTORED_MODULES = sorted(sys.modules); RESTORED_PATH = list(sys.path)");
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(new Uint8Array(readFileSync(zip)), "zip", { extractDir: sitePackages });
pyodide.runPython(code);
