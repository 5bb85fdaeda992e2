// Build steps in the pinned Pyodide under Node: the bytecode of the lernlabor zip and the
// memory snapshot the worker starts from (lernlabor/web/bytecode.py, snapshot.py). Booting
// Pyodide is most of each step (2.3 s of about 2.6 s and 3.0 s), so a build that needs both
// boots once ("both").
//
//   node pyodide_steps.mjs compile PYODIDE_DIR IN.zip OUT.zip
//       OUT.zip gets a hash-checked .pyc (PEP 552) for every .py of IN.zip, under
//       __pycache__/ beside it, and nothing else.
//   node pyodide_steps.mjs snapshot PYODIDE_DIR LERNLABOR.zip OUT
//       OUT gets the raw snapshot (the wasm memory; Pyodide checks its build id on load).
//   node pyodide_steps.mjs both PYODIDE_DIR IN.zip OUT.zip
//       compile, then print COMPILED on stdout and read one line from stdin:
//       "LERNLABOR.zip<TAB>OUT" makes the snapshot of that zip, an empty stdin ends here.
//       (The zip is made by the caller from IN.zip's files and the bytecode.)
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { zipSync } from "fflate";
import { readZip, unpackZip, writeEntries } from "../js/unzip.mjs";

export const COMPILED = "lernlabor-pyodide-steps: compiled";
const SOURCE = "/tmp/lernlabor-src";
const TARGET = "/tmp/lernlabor-pyc";

// What compileall.compile_dir with CHECKED_HASH does per file (py_compile.compile), with the
// modules Python has loaded at start only: a snapshot made after it must hold no module more
// than one made without it (checked at the end).
const COMPILE = `
def _compile_all(names, source, target):
    import sys
    before = set(sys.modules)
    external, util = sys.modules["_frozen_importlib_external"], sys.modules["importlib.util"]
    made = []
    for name in names:
        path = f"{source}/{name}"
        with open(path, "rb") as handle:
            data = handle.read()
        code = compile(data, path, "exec", dont_inherit=True, optimize=-1)
        digest = util.source_hash(data)
        pyc = util.cache_from_source(name)
        sys.modules["os"].makedirs(f"{target}/{pyc.rpartition('/')[0]}", exist_ok=True)
        with open(f"{target}/{pyc}", "wb") as handle:
            handle.write(external._code_to_hash_pyc(code, digest, True))
        made.append(pyc)
    del code
    added = set(sys.modules) - before
    if added:
        raise RuntimeError(f"compiling imported {sorted(added)}")
    return "\\n".join(made)
`;

function compile(pyodide, sourceZip) {
  const entries = readZip(sourceZip);
  const names = Object.keys(entries).filter((name) => name.endsWith(".py"));
  writeEntries(pyodide.FS, entries, SOURCE);
  const call = `_compile_all(${JSON.stringify(names)}, "${SOURCE}", "${TARGET}")`;
  const made = pyodide.runPython(`${COMPILE}\ntry:\n    _made = ${call}\nfinally:\n    del _compile_all\n_made`);
  pyodide.runPython('del _made\n__import__("gc").collect()');
  const out = {};
  for (const pyc of made ? made.split("\n") : []) {
    out[pyc] = pyodide.FS.readFile(`${TARGET}/${pyc}`);
  }
  return zipSync(out, { level: 0 });
}

function snapshot(pyodide, zip) {
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  // The same call as worker.js.
  const archive = readFileSync(zip);
  unpackZip(pyodide.FS, new Uint8Array(archive), sitePackages);
  // The worker checks the zip it loads against this sum (worker.js, startPython).
  const sum = createHash("sha256").update(archive).digest("hex");
  pyodide.runPython(`from lernlabor.pruefen.im_browser import vorladen; vorladen("${sum}")`);
  return pyodide.makeMemorySnapshot();
}

async function stdinText() {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

async function main(mode, pyodideDir, input, output) {
  const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
  // Emscripten would name this script as the program (sys.argv, $_); the browser's name instead.
  const options = { indexURL: `${pyodideDir}/` };
  if (mode !== "compile") Object.assign(options, { _makeSnapshot: true, _sysExecutable: "./this.program" });
  const pyodide = await loadPyodide(options);
  if (mode === "snapshot") {
    writeFileSync(output, snapshot(pyodide, input));
    return;
  }
  writeFileSync(output, compile(pyodide, readFileSync(input)));
  if (mode === "compile") return;
  process.stdout.write(`\n${COMPILED}\n`);
  const line = (await stdinText()).trim();
  if (!line) return;
  const [zip, target] = line.split("\t");
  writeFileSync(target, snapshot(pyodide, zip));
}

const [mode, ...rest] = process.argv.slice(2);
if (!["compile", "snapshot", "both"].includes(mode) || rest.length !== 3) {
  process.stderr.write("usage: node pyodide_steps.mjs compile|snapshot|both PYODIDE_DIR IN OUT\n");
  process.exit(2);
}
try {
  await main(mode, ...rest);
} catch (error) {
  process.stderr.write(`${error && error.message ? error.message : error}\n`);
  process.exit(1);
}
