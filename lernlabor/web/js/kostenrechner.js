// Cost calculator of lesson M4·04. Same arithmetic as lernlabor.ki.agentenkosten; the tests
// run computeCosts under Node and compare it with the Python function over a grid of inputs.

// Round k sends start + (k - 1) * growth input tokens; the sum uses Gauss' closed formula.
export function computeCosts({ rounds, start, growth, outputPerRound, priceInput, priceOutput, tasksPerDay }) {
  const input = rounds * start + (growth * rounds * (rounds - 1)) / 2;
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

// The form's fields as numbers, or a message naming the first invalid field.
export function readFields(fields, messages) {
  const values = {};
  for (const field of fields) {
    const value = field.value.trim() === "" ? NaN : Number(field.value);
    const min = Number(field.min);
    const whole = field.step !== "any";
    if (!Number.isFinite(value) || value < min || (whole && !Number.isInteger(value))) {
      const label = field.labels[0].textContent;
      const template = whole ? messages.integer : messages.number;
      return { error: template.replace("{feld}", label).replace("{min}", String(min)) };
    }
    values[field.name] = value;
  }
  return { values };
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

function update(form) {
  const fields = [...form.querySelectorAll("input")];
  const messages = { integer: form.dataset.msgInteger, number: form.dataset.msgNumber };
  const { values, error } = readFields(fields, messages);
  const problem = form.querySelector('[data-out="error"]');
  problem.hidden = !error;
  problem.textContent = error || "";
  form.querySelector("dl").hidden = Boolean(error);
  if (error) return;
  const result = computeCosts(values);
  for (const output of form.querySelectorAll("dl [data-out]")) {
    output.textContent = formatValue(output.dataset.out, result[output.dataset.out]);
  }
}

// Started by loader.js on pages with the form (and again after each instant navigation).
export function start() {
  for (const form of document.querySelectorAll("form[data-kostenrechner]:not([data-ready])")) {
    form.dataset.ready = "";
    form.addEventListener("input", () => update(form));
    form.addEventListener("submit", (event) => event.preventDefault());
    update(form);
  }
}

// Material's instant navigation swaps the page without reloading scripts: start on each page.
if (typeof document$ !== "undefined") document$.subscribe(start);
else if (typeof document !== "undefined") start();
