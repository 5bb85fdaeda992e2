// Runs Python inside real Pyodide under Node, offline from node_modules, with lernlabor installed
// from a zip (built by lernlabor.web.pyodide_assets.build_lernlabor_zip). Tests use it to show
// that the package really works in the browser's Python.
//
//   node run_python.mjs --zip lernlabor.zip [FILE | -]
//       Runs FILE (or stdin): Python's stdout/stderr go to ours unchanged; a Python exception
//       prints its traceback on stderr and exits with code 1.
//   node run_python.mjs --zip lernlabor.zip --batch IN.json OUT.json
//       IN is {"name": "code", ...}. Each snippet runs in a fresh namespace in the same
//       interpreter (Pyodide starts once); OUT gets {"name": {ok, stdout, stderr, error}}.
//   --snapshot python.snapshot.gz
//       starts Pyodide from the site's memory snapshot, as the worker does (test_snapshot.py).
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { unpackZip } from "../../lernlabor/web/js/unzip.mjs";

function usage(message) {
  process.stderr.write(
    `${message}\nusage: node run_python.mjs [--zip FILE] [--snapshot FILE] (FILE | - | --batch IN.json OUT.json)\n`,
  );
  process.exit(2);
}

function parseArgs(argv) {
  const args = { zip: null, snapshot: null, batch: null, out: null, file: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--zip") args.zip = argv[++i];
    else if (arg === "--snapshot") args.snapshot = argv[++i];
    else if (arg === "--batch") [args.batch, args.out] = [argv[++i], argv[++i]];
    else if (args.file === null) args.file = arg;
    else usage(`unexpected argument: ${arg}`);
  }
  if (args.batch && (!args.out || args.file !== null)) usage("--batch needs IN and OUT, no FILE");
  if (!args.batch && args.file === null) usage("no Python file given");
  return args;
}

// A pipe may not be readable at once (readFileSync(0) then fails with EAGAIN).
async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(args) {
  // Output goes wherever `sink` points: straight to the process, or into a snippet's buffers.
  let sink = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  };
  // Imported here so that a missing node_modules is reported by the handler at the bottom.
  const { loadPyodide } = await import("pyodide");
  const pyodide = await loadPyodide(
    args.snapshot ? { _loadSnapshot: new Uint8Array(gunzipSync(readFileSync(args.snapshot))) } : {},
  );
  // {write} keeps the output byte-exact (the batched default drops newlines); streaming
  // decoders keep a UTF-8 character intact when it is split across two writes.
  for (const stream of ["stdout", "stderr"]) {
    const decoder = new TextDecoder();
    const write = (bytes) => {
      sink[stream](decoder.decode(bytes, { stream: true }));
      return bytes.length;
    };
    if (stream === "stdout") pyodide.setStdout({ write });
    else pyodide.setStderr({ write });
  }

  if (args.zip) {
    // site.getsitepackages, not sysconfig's purelib: that one starts with "//" in Pyodide.
    const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
    const archive = new Uint8Array(readFileSync(args.zip));
    unpackZip(pyodide.FS, archive, sitePackages); // as worker.js does
    pyodide.runPython("import importlib; importlib.invalidate_caches()");
  }

  function run(code, filename) {
    const globals = pyodide.toPy({ __name__: "__main__" });
    try {
      pyodide.runPython(code, { globals, filename });
    } finally {
      globals.destroy();
    }
  }

  if (args.batch) {
    const snippets = JSON.parse(readFileSync(args.batch, "utf8"));
    const results = {};
    for (const [name, code] of Object.entries(snippets)) {
      const result = { ok: true, stdout: "", stderr: "", error: null };
      sink = { stdout: (t) => (result.stdout += t), stderr: (t) => (result.stderr += t) };
      try {
        run(code, `<${name}>`);
      } catch (error) {
        result.ok = false;
        result.error = String(error.message ?? error);
      }
      results[name] = result;
    }
    writeFileSync(args.out, JSON.stringify(results));
  } else {
    const code = args.file === "-" ? await readStdin() : readFileSync(args.file, "utf8");
    try {
      run(code, args.file === "-" ? "<stdin>" : args.file);
    } catch (error) {
      process.stderr.write(`${error.message ?? error}\n`);
      process.exitCode = 1;
    }
  }
}

// Errors outside the Python code (missing zip, broken node_modules) get a short report
// instead of Node's dump of the minified line they came from.
main(parseArgs(process.argv.slice(2))).catch((error) => {
  process.stderr.write(`run_python.mjs: ${error?.stack ?? error}\n`);
  process.exit(1);
});
