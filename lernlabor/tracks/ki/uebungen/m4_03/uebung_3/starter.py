def agent_openai(modell, aufgabe, werkzeuge, max_schritte=5):
    messages = [{"role": "user", "content": aufgabe}]
    nachricht = modell(messages)["choices"][0]["message"]
    while nachricht.get("tool_calls"):
        for call in nachricht["tool_calls"]:
            name = call["function"]["name"]
            ergebnis = werkzeuge[name](call["function"]["arguments"])
            messages.append({"role": "tool", "name": name, "content": ergebnis})
        nachricht = modell(messages)["choices"][0]["message"]
    return nachricht["content"]
