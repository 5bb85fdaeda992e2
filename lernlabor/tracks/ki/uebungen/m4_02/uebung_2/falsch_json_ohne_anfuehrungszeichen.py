r"""Regel 4: Du schneidest vom JSON die Anführungszeichen ab. Was übrig bleibt, ist weder JSON noch
`str(wert)`, sobald der Text selbst Anführungszeichen, einen Backslash oder ein Steuerzeichen wie
einen Zeilenumbruch enthält: JSON schreibt sie mit Backslash (`\"`, `\\`, `\n`). Nimm `str(wert)`
oder das ganze JSON.
"""
import json


def agent(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    for _ in range(max_schritte):
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        aufrufe = [b for b in antwort["content"] if b["type"] == "tool_use"]
        if not aufrufe:
            return text_von(antwort["content"])
        ergebnisse = []
        for b in aufrufe:
            try:
                wert = werkzeuge[b["name"]](**b["input"])
                text = json.dumps(wert, ensure_ascii=False).strip('"')
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"], "content": text})
            except Exception as fehler:
                ergebnisse.append({"type": "tool_result", "tool_use_id": b["id"],
                                   "content": f"Fehler: {fehler!r}", "is_error": True})
        messages.append({"role": "user", "content": ergebnisse})
    return None
