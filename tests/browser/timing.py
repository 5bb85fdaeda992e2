"""Scripts that time the exercise widget in the page's own clock (``performance.now()``).

Shared by the benchmarks (tests/benchmark_widget.py, tests/benchmark_erster_besuch.py): init
scripts that note when a result appears, page functions that press a button and wait, and a
minimal page that boots the site's Pyodide with nothing else around it.
"""

EXERCISE = "m4-02-uebung-2"
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const worker = new Worker("bare-worker.js", {type: "module"});
worker.onmessage = ({data}) => { window.bareReady = performance.now(); window.info = data; };
</script>"""
BARE_WORKER = """
const indexURL = new URL("../assets/pyodide/", import.meta.url).href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL });
postMessage(pyodide.runPython("import sys; sys.version"));
"""
# Records when the first result of the exercise appears (performance.now(), page clock).
FIRST_RESULT = f"""
new MutationObserver((changes, observer) => {{
  const status = document.querySelector('[data-exercise="{EXERCISE}"] [role=status]');
  if (status && status.dataset.result && !window.firstResult) {{
    window.firstResult = performance.now();
    observer.disconnect();
  }}
}}).observe(document, {{subtree: true, attributes: true, attributeFilter: ["data-result"]}});
"""
# Records when the first example's output appears (performance.now(), page clock).
FIRST_EXAMPLE = """
new MutationObserver((changes, observer) => {
  const shown = document.querySelector('[data-beispiel="1"] [data-beispiel-ausgabe]');
  if (shown && shown.textContent && !window.firstExample) {
    window.firstExample = performance.now();
    observer.disconnect();
  }
}).observe(document, {subtree: true, childList: true, characterData: true});
"""
WARM_CHECK = """
async (id) => {
  const root = document.querySelector(`[data-exercise="${id}"]`);
  const status = root.querySelector("[role=status]");
  const button = root.querySelector('button[data-action="check"]');
  const done = new Promise((resolve) => {
    new MutationObserver((changes, observer) => {
      if (status.dataset.result) { observer.disconnect(); resolve(performance.now()); }
    }).observe(status, {attributes: true, attributeFilter: ["data-result"]});
  });
  const start = performance.now();
  button.click();
  return (await done) - start;
}
"""

STOP = f"""() => {{
  window.stopAt = performance.now();
  document.querySelector('[data-exercise="{EXERCISE}"] button[data-action="stop"]').click();
}}"""
