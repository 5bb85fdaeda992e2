// Cost calculator of lesson M4·04. Same arithmetic as lernlabor.tracks.ki.agentenkosten; the tests
// run computeCosts under Node and compare it with the Python function over a grid of inputs.

// Round k sends start + (k - 1) * growth input tokens; the sum uses Gauss' closed formula.
// rounds * (rounds - 1) / 2 first: every partial result is an integer no larger than the sum,
// so the sum is exact whenever it is a safe integer (checkResults tests that).
export function computeCosts({ rounds, start, growth, outputPerRound, priceInput, priceOutput, tasksPerDay }) {
  const input = rounds * start + growth * ((rounds * (rounds - 1)) / 2);
  const output = rounds * outputPerRound;
  const dollarsPerTask = (input / 1000) * priceInput + (output / 1000) * priceOutput;
  return {
    input,
    output,
    dollarsPerTask,
    callsPerDay: rounds * tasksPerDay,
    dollarsPerDay: dollarsPerTask * tasksPerDay,
    inputPerCall: input / rounds,
  };
}

const german = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 20 });
const priceInField = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 3, useGrouping: false });

// A number as a German reader types it: "0,005" and "0.005" are the same price, and
// "10.000" or "1.000" is ten thousand or one thousand in every field, as the form's hint says
// (a dot before groups of three digits, after a first group that is not 0). Anything else
// (letters, exponents, a second comma) is NaN, never a silently different number:
// type="number" made "0,005" into 5.
export function parseNumber(text) {
  let digits = text.replace(/[\s\u00a0\u202f]/g, "");
  const sign = digits.startsWith("-") ? -1 : 1;
  if (sign < 0) digits = digits.slice(1);
  const grouped = /^\d{1,3}(\.\d{3})+$/;
  const thousands = /^[1-9]\d{0,2}(\.\d{3})+$/; // "0.005" stays a price
  let plain;
  if (digits.includes(",")) {
    const [integer, fraction, ...rest] = digits.split(",");
    if (rest.length || !/^\d+$/.test(fraction) || !(/^\d+$/.test(integer) || grouped.test(integer))) {
      return NaN;
    }
    plain = `${integer.replaceAll(".", "")}.${fraction}`;
  } else if (thousands.test(digits)) {
    plain = digits.replaceAll(".", "");
  } else if (/^(\d+(\.\d+)?|\.\d+)$/.test(digits)) {
    plain = digits; // a decimal point, as English keyboards and the lesson's code write it
  } else {
    return NaN;
  }
  return sign * Number(plain);
}

// The form's fields as numbers, or a message naming the first invalid field (and its name).
export function readFields(fields, messages) {
  const values = {};
  for (const field of fields) {
    const whole = field.dataset.step !== "any";
    const value = parseNumber(field.value);
    const min = Number(field.dataset.min);
    const max = Number(field.dataset.max);
    if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value))) {
      const template = whole ? messages.integer : messages.number;
      const error = template
        .replace("{feld}", field.labels[0].textContent)
        .replace("{min}", german.format(min))
        .replace("{max}", german.format(max));
      return { error, field: field.name };
    }
    values[field.name] = value;
  }
  return { values };
}

// Decimals each result shows. Its digits are exact only while value · 10^decimals stays
// within 2^53; above that a double has gaps wider than the last digit shown.
const DECIMALS = { dollarsPerTask: 4, dollarsPerDay: 4, inputPerCall: 1 };

// The first result that cannot be shown as computed: {key, kind: "infinite" | "inexact"}.
export function checkResults(result) {
  for (const [key, value] of Object.entries(result)) {
    if (!Number.isFinite(value)) return { key, kind: "infinite" };
    if (Math.abs(value) * 10 ** (DECIMALS[key] ?? 0) > Number.MAX_SAFE_INTEGER) return { key, kind: "inexact" };
  }
  return null;
}

const formats = {
  dollars: new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
  inputPerCall: new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }),
  tokens: new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }),
};

export function formatValue(key, value) {
  const format = key.startsWith("dollars") ? formats.dollars : formats[key] || formats.tokens;
  return format.format(value);
}

// The summary for the live region: the template's {key} replaced by the formatted results.
export function summarize(template, result) {
  return template.replace(/\{(\w+)\}/g, (_, key) => formatValue(key, result[key]));
}

// The bad field says so to assistive technology and points at the message that explains it.
// Every field keeps the hint on how to write numbers (the id the markup gave it).
function markInvalid(fields, name, problem) {
  for (const field of fields) {
    field.dataset.hint ??= field.getAttribute("aria-describedby") ?? "";
    if (field.name === name) {
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", `${problem.id} ${field.dataset.hint}`.trim());
    } else {
      field.removeAttribute("aria-invalid");
      if (field.dataset.hint) field.setAttribute("aria-describedby", field.dataset.hint);
      else field.removeAttribute("aria-describedby");
    }
  }
}

// Recomputes at once and returns what the live region should say once typing pauses.
function update(form) {
  const fields = [...form.querySelectorAll("input")];
  const { msgInteger: integer, msgNumber: number, msgInfinite, msgInexact } = form.dataset;
  const { values, error, field } = readFields(fields, { integer, number });
  const problem = form.querySelector('[data-out="error"]');
  let message = error;
  let result = null;
  if (!error) {
    result = computeCosts(values);
    const bad = checkResults(result);
    if (bad) {
      const label = form.querySelector(`dl [data-out="${bad.key}"]`).closest("dd").previousElementSibling;
      message = (bad.kind === "infinite" ? msgInfinite : msgInexact).replace("{ergebnis}", label.textContent);
    }
  }
  markInvalid(fields, field, problem);
  problem.hidden = !message;
  problem.textContent = message || "";
  form.querySelector("dl").hidden = Boolean(message);
  if (message) return message;
  for (const output of form.querySelectorAll("dl [data-out]")) {
    output.textContent = formatValue(output.dataset.out, result[output.dataset.out]);
  }
  return summarize(form.dataset.msgSummary, result);
}

// Arrow up and down change a field by one step (a thousandth of a dollar for prices), as a
// number field would; the value is written the German way (comma, no thousands dots), and
// the form recomputes as on typing.
function step(event, form) {
  if (!["ArrowUp", "ArrowDown"].includes(event.key) || event.target.form !== form) return;
  const field = event.target;
  const whole = field.dataset.step !== "any";
  const value = parseNumber(field.value);
  if (!Number.isFinite(value)) return;
  const size = whole ? 1 : 0.001;
  const next = Math.round((value + (event.key === "ArrowUp" ? size : -size)) / size) * size;
  const limited = Math.min(Number(field.dataset.max), Math.max(Number(field.dataset.min), next));
  event.preventDefault();
  field.value = whole ? String(limited) : priceInField.format(limited);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

// How long typing must pause before the live region speaks (one summary, not six numbers
// on every key).
export const PAUSE_MS = 700;

// Started by loader.js on pages with the form (and again after each instant navigation).
export function start() {
  for (const form of document.querySelectorAll("form[data-kostenrechner]:not([data-ready])")) {
    form.dataset.ready = "";
    const live = form.querySelector('[data-out="summary"]');
    let timer = null;
    form.addEventListener("input", () => {
      const text = update(form);
      clearTimeout(timer);
      timer = setTimeout(() => {
        live.textContent = text;
      }, PAUSE_MS);
    });
    form.addEventListener("submit", (event) => event.preventDefault());
    form.addEventListener("keydown", (event) => step(event, form));
    update(form); // silent: nothing to announce before the reader changes something
  }
}

// Material's instant navigation swaps the page without reloading scripts: start on each page.
if (typeof document$ !== "undefined") document$.subscribe(start);
else if (typeof document !== "undefined") start();
