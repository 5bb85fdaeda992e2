"""Zufällige gültige OpenAI-Verläufe und Mutationen, die jeder die echte API ablehnen würde.

Nur Standardbibliothek und ``random.Random``: Hypothesis treibt die Funktionen in CPython
(``st.randoms()``), und dieselbe Datei läuft mit festen Seeds in Pyodide, wo es kein
Hypothesis gibt. Jede Mutation gibt ``(messages, regel, index)`` zurück, also was
``pruefe_verlauf_openai`` melden muss, oder ``None``, wenn sie auf den Verlauf nicht passt.
"""

import copy
import json

from lernlabor.tracks.ki import aufruf

WOERTER = ["Köln", "Straße", "grad", "ok", "😀", "a b", "", "\n", '"', "{", "null", "M4"]
WERKZEUGE = ["wetter", "lager", "suche_kunde", "rechne"]


def _text(rng, leer=True):
    teile = [rng.choice(WOERTER) for _ in range(rng.randint(0 if leer else 1, 4))]
    text = " ".join(teile)
    return text if leer or text.strip() else "Frage"


def _wert(rng):
    return rng.choice([rng.randint(-5, 5), _text(rng), True, None, 2.5, [1, "x"], {"k": "v"}])


def _content(rng):
    if rng.random() < 0.2:
        return [{"type": "text", "text": _text(rng)} for _ in range(rng.randint(1, 2))]
    return _text(rng)


def verlauf(rng):
    """Ein gültiger Verlauf: Frage, dann 0–4 Schritte mit 1–3 parallelen Aufrufen."""
    messages = []
    if rng.random() < 0.3:
        messages.append({"role": rng.choice(["system", "developer"]), "content": _text(rng)})
    messages.append({"role": "user", "content": _content(rng)})
    nummer = 0
    for _ in range(rng.randint(0, 4)):
        aufrufe = []
        for _ in range(rng.randint(1, 3)):
            nummer += 1
            argumente = {rng.choice(["ort", "name", "id", "n"]): _wert(rng) for _ in range(2)}
            aufrufe.append(
                aufruf(f"call_{nummer}_{rng.randint(0, 99)}", rng.choice(WERKZEUGE), **argumente)
            )
        wunsch = {"role": "assistant", "tool_calls": aufrufe}
        if rng.random() < 0.8:  # content fehlt, ist None oder Text
            wunsch["content"] = rng.choice([None, _text(rng)])
        messages.append(wunsch)
        for a in rng.sample(aufrufe, len(aufrufe)):
            antwort = {"role": "tool", "tool_call_id": a["id"], "content": _content(rng)}
            if rng.random() < 0.2:
                antwort["name"] = a["function"]["name"]  # geduldet
            messages.append(antwort)
        if rng.random() < 0.3:  # Zwischenfrage, Zwischenantwort oder Systemhinweis
            rolle = rng.choice(["user", "assistant", "system"])
            messages.append({"role": rolle, "content": _text(rng, leer=False)})
    if rng.random() < 0.5:
        messages.append({"role": "assistant", "content": _text(rng, leer=False)})
    return messages


def wuensche(messages):
    """Indizes der assistant-Nachrichten mit tool_calls."""
    return [i for i, m in enumerate(messages) if m.get("tool_calls")]


def antwort_index(messages, wunsch, tool_call_id):
    """Index der tool-Nachricht, die ``tool_call_id`` nach ``messages[wunsch]`` beantwortet."""
    i = wunsch + 1
    while messages[i]["tool_call_id"] != tool_call_id:
        i += 1
    return i


def ohne_wunsch(messages, rng):
    """Die Antwort des Modells fehlt (Quelle 003): ihre tool-Nachrichten hängen in der Luft."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    del messages[i]
    return messages, "unerwartetes_ergebnis", i


def ohne_antwort(messages, rng):
    """Eine tool-Nachricht fehlt."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    a = rng.choice(messages[i]["tool_calls"])
    del messages[antwort_index(messages, i, a["id"])]
    return messages, "fehlendes_ergebnis", i


def endet_mit_wunsch(messages, rng):
    """Die Schleife ruft das Modell, bevor sie die Aufrufe ausgeführt hat."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    return (
        messages[: i + 1 + rng.randint(0, len(messages[i]["tool_calls"]) - 1)],
        "fehlendes_ergebnis",
        i,
    )


def nachricht_dazwischen(messages, rng):
    """Eine andere Nachricht steht zwischen dem Wunsch und (einigen) seiner Antworten."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    position = i + 1 + rng.randint(0, len(messages[i]["tool_calls"]) - 1)
    rolle = rng.choice(["user", "assistant", "system"])
    messages.insert(position, {"role": rolle, "content": _text(rng, leer=False)})
    return messages, "fehlendes_ergebnis", i


def doppelte_antwort(messages, rng):
    """Eine tool-Nachricht steht ein zweites Mal da, irgendwo nach der ersten."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    j = antwort_index(messages, i, rng.choice(messages[i]["tool_calls"])["id"])
    position = rng.randint(j + 1, len(messages))
    messages.insert(position, copy.deepcopy(messages[j]))
    return messages, "unerwartetes_ergebnis", position


def fremde_id(messages, rng):
    """Eine id passt nicht: an der tool-Nachricht oder am Aufruf geändert."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    a = rng.choice(messages[i]["tool_calls"])
    j = antwort_index(messages, i, a["id"])
    if rng.random() < 0.5:
        messages[j]["tool_call_id"] = "call_fremd"
    else:
        a["id"] = "call_fremd"
    return messages, "unerwartetes_ergebnis", j


def wunsch_nach_antwort(messages, rng):
    """Die erste tool-Nachricht steht vor der assistant-Nachricht, die sie beantwortet."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    messages[i], messages[i + 1] = messages[i + 1], messages[i]
    return messages, "unerwartetes_ergebnis", i


def ohne_tool_call_id(messages, rng):
    """Die tool-Nachricht hat keine tool_call_id, oft ``name`` statt dessen (Quelle 003)."""
    tools = [i for i, m in enumerate(messages) if m["role"] == "tool"]
    if not tools:
        return None
    j = rng.choice(tools)
    del messages[j]["tool_call_id"]
    if rng.random() < 0.5:
        messages[j]["name"] = "wetter"
    return messages, "ohne_tool_call_id", j


def content_falscher_typ(messages, rng):
    """content ist ein dict, eine Zahl oder ein Wahrheitswert statt eines Strings."""
    j = rng.randrange(len(messages))
    messages[j]["content"] = rng.choice([{"grad": 21}, {}, 21, -1.5, True, False])
    return messages, "content_typ", j


def anthropic_ergebnisse(messages, rng):
    """Die Ergebnisse gehen als tool_result-Blöcke in einer user-Nachricht zurück."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    anzahl = len(messages[i]["tool_calls"])
    bloecke = [
        {"type": "tool_result", "tool_use_id": m["tool_call_id"], "content": "21"}
        for m in messages[i + 1 : i + 1 + anzahl]
    ]
    messages[i + 1 : i + 1 + anzahl] = [{"role": "user", "content": bloecke}]
    return messages, "content_typ", i + 1


def argumente_als_dict(messages, rng):
    """function.arguments ist ein dict (oder etwas anderes) statt eines JSON-Strings."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    funktion = rng.choice(messages[i]["tool_calls"])["function"]
    funktion["arguments"] = rng.choice([json.loads(funktion["arguments"]), 7, None, [1]])
    return messages, "argumente_kein_string", i


def argumente_kein_objekt(messages, rng):
    """function.arguments ist ein String, aber kein JSON-Objekt."""
    if not wuensche(messages):
        return None
    i = rng.choice(wuensche(messages))
    funktion = rng.choice(messages[i]["tool_calls"])["function"]
    funktion["arguments"] = rng.choice(
        ["", "{", "null", "[]", "21", json.dumps(funktion["arguments"])]
    )
    return messages, "argumente_kein_json", i


def endantwort_null(messages, rng):
    """Eine assistant-Nachricht ohne tool_calls hat content None."""
    position = rng.randint(1, len(messages))
    if position < len(messages) and messages[position]["role"] == "tool":
        return None  # mitten in den Antworten wäre es zuerst ein anderer Fehler
    messages.insert(position, {"role": "assistant", "content": None})
    return messages, "ohne_content", position


def id_wiederverwendet(messages, rng):
    """Ein späterer Aufruf nimmt eine id, die es im Verlauf schon gab (mit passender Antwort)."""
    if len(wuensche(messages)) < 2:
        return None
    frueher, spaeter = sorted(rng.sample(wuensche(messages), 2))
    alt = rng.choice(messages[frueher]["tool_calls"])["id"]
    a = rng.choice(messages[spaeter]["tool_calls"])
    messages[antwort_index(messages, spaeter, a["id"])]["tool_call_id"] = alt
    a["id"] = alt
    return messages, "doppelte_id", spaeter


def unbekannte_rolle(messages, rng):
    """Eine Rolle, die das Format nicht kennt."""
    j = rng.randrange(len(messages))
    messages[j]["role"] = rng.choice(["model", "function", "Tool", "", None, 1])
    return messages, "form", j


MUTATIONEN = [
    ohne_wunsch,
    ohne_antwort,
    endet_mit_wunsch,
    nachricht_dazwischen,
    doppelte_antwort,
    fremde_id,
    wunsch_nach_antwort,
    ohne_tool_call_id,
    content_falscher_typ,
    anthropic_ergebnisse,
    argumente_als_dict,
    argumente_kein_objekt,
    endantwort_null,
    id_wiederverwendet,
    unbekannte_rolle,
]


def urteil(messages):
    """``(regel, index)`` des ersten Fehlers, oder ``None`` für einen gültigen Verlauf."""
    from lernlabor.tracks.ki import ApiFehler, pruefe_verlauf_openai

    try:
        pruefe_verlauf_openai(messages)
    except ApiFehler as fehler:
        return fehler.regel, fehler.index
    return None


def lauf(seeds):
    """Für Pyodide und CPython gleich: je Seed ein Verlauf und jede passende Mutation.

    Gibt Zeilen zurück; jede Abweichung von der Erwartung steht als ``FALSCH`` darin.
    """
    import random

    zeilen = []
    for seed in seeds:
        original = verlauf(random.Random(seed))
        zeilen.append(f"{seed} gültig {len(original)}: {urteil(original) or 'angenommen'}")
        for mutation in MUTATIONEN:
            ergebnis = mutation(copy.deepcopy(original), random.Random(seed))
            if ergebnis is None:
                continue
            messages, regel, index = ergebnis
            gefunden = urteil(messages)
            ok = "ok" if gefunden == (regel, index) else f"FALSCH, erwartet {(regel, index)}"
            zeilen.append(f"{seed} {mutation.__name__}: {gefunden} {ok}")
    return zeilen
