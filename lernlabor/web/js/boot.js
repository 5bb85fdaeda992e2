// Loaded async in <head> of pages with exercises (theme/main.html): starts the Pyodide worker
// while the browser is still parsing the page, so the first check waits for Pyodide alone.

import { bootEarly } from "./runtime.js";

bootEarly();
