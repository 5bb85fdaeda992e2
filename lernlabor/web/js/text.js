// Fills the {placeholders} of a German text from strings.json; an unknown one stays visible.
export const fill = (template, values) => template.replace(/\{(\w+)\}/g, (m, key) => values[key] ?? m);
