// Material's search worker, with the index built when the reader first searches.
//
// Material starts its search worker on every page load and sends it the search index at
// once; the worker then builds the lunr index with the German stemmer, a tenth of a CPU
// second on a fast machine, on every fresh page, though most visits never search. This
// classic worker runs Material's own in its scope (theme/main.html names it instead, with
// Material's file as ?material=), answers the index with "ready" at once and lets Material's
// code build it on the first query. It lies beside Material's worker, whose relative paths
// (../lunr/) must hold here too.
const SETUP = 0; // Material's SearchMessageType
const READY = 1;
const QUERY = 2;
const RESULT = 3;

const material = new URL(self.location.href).searchParams.get("material");
const listen = self.addEventListener.bind(self);
const post = self.postMessage.bind(self);

let handleInMaterial = null; // Material's "message" listener, taken while its script runs
self.addEventListener = (type, listener, options) => {
  if (type === "message" && handleInMaterial === null) handleInMaterial = listener;
  else listen(type, listener, options);
};
importScripts(material);
self.addEventListener = listen;
if (handleInMaterial === null) throw new Error(`${material} registered no message listener`);

// Material's answer to the setup comes when the first query needs the index: by then the
// page has long had its "ready".
self.postMessage = (message, ...rest) => {
  if (message?.type !== READY) post(message, ...rest);
};

let setup = null; // the setup message, kept until the first query
let built = null; // the promise of Material's index build
listen("message", async (event) => {
  if (event.data?.type === SETUP) {
    setup = event;
    post({ type: READY });
    return;
  }
  if (event.data?.type === QUERY && built === null && !event.data.data.trim()) {
    // The page asks once with the empty search field as soon as it is ready: nothing found,
    // as Material's index would answer, and no reason to build it yet.
    post({ type: RESULT, data: { items: [] } });
    return;
  }
  if (event.data?.type === QUERY && setup !== null) {
    built ??= handleInMaterial(setup);
    await built;
  }
  await handleInMaterial(event);
});
