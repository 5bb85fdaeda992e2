// Test helper (tests/test_unzip.py) for lernlabor/web/js/unzip.mjs.
//
//   node compare_unzip.mjs read ZIP
//       readZip alone: prints {"names": [...]} or {"error": message}.
//   node compare_unzip.mjs compare ZIP...
//       Unpacks each ZIP in one fresh Pyodide twice, with unpackZip (what the worker does) and
//       with Pyodide's own unpackArchive, and prints a list with both trees per zip:
//       [{"unpackZip": {path: sha256}, "unpackArchive": {...}}, ...], folders as path/ -> "".
//   node compare_unzip.mjs time-js ZIP | time-pyodide ZIP
//       For tests/benchmark_unzip.py: one unpack into a fresh Pyodide, the first in this
//       process (the worker's code is as cold as here); prints {"ms": ...}.
import { readFileSync } from "node:fs";
import { readZip, unpackZip } from "../../lernlabor/web/js/unzip.mjs";

const [mode, zipPath, ...morePaths] = process.argv.slice(2);
const bytes = new Uint8Array(readFileSync(zipPath));
const print = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

if (mode === "read") {
  try {
    print({ names: Object.keys(readZip(bytes)).sort() });
  } catch (error) {
    print({ error: error.message });
  }
} else {
  const { loadPyodide } = await import("pyodide");
  const pyodide = await loadPyodide();
  if (mode.startsWith("time-")) print({ ms: timeUnpack(pyodide) });
  else print(compareTrees(pyodide));
}

function timeUnpack(pyodide) {
  const target = pyodide.runPython("import site; site.getsitepackages()[0]");
  const start = performance.now();
  if (mode === "time-js") unpackZip(pyodide.FS, bytes, target);
  else pyodide.unpackArchive(bytes, "zip", { extractDir: target });
  return performance.now() - start;
}

function compareTrees(pyodide) {
  const tree = (root) =>
    JSON.parse(
      pyodide.runPython(`
import hashlib, json, os
tree = {}
for folder, folders, files in os.walk(${JSON.stringify(root)}):
    relative = os.path.relpath(folder, ${JSON.stringify(root)})
    for name in folders:
        tree[os.path.normpath(os.path.join(relative, name)) + "/"] = ""
    for name in files:
        with open(os.path.join(folder, name), "rb") as file:
            tree[os.path.normpath(os.path.join(relative, name))] = hashlib.sha256(file.read()).hexdigest()
json.dumps(tree)
`),
    );
  const archives = [bytes, ...morePaths.map((path) => new Uint8Array(readFileSync(path)))];
  return archives.map((archive, number) => {
    unpackZip(pyodide.FS, archive, `/entpackt/${number}/js`);
    pyodide.unpackArchive(archive, "zip", { extractDir: `/entpackt/${number}/pyodide` });
    return {
      unpackZip: tree(`/entpackt/${number}/js`),
      unpackArchive: tree(`/entpackt/${number}/pyodide`),
    };
  });
}
