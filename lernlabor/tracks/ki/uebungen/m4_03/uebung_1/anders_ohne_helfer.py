from json import JSONDecodeError, dumps, loads


def fuehre_aus_openai(nachricht, werkzeuge):
    nachrichten = []
    for call in nachricht["tool_calls"]:
        funktion = call["function"]
        status, data, error = "ok", None, None
        try:
            args = loads(funktion["arguments"])
            if funktion["name"] not in werkzeuge:
                raise NameError(funktion["name"])
            data = werkzeuge[funktion["name"]](**args)
        except JSONDecodeError:
            status, error = "error", "Ungültiges JSON in den Argumenten von " + funktion["name"]
        except NameError:
            status, error = "error", "Unbekanntes Tool: " + funktion["name"]
        except LookupError as e:
            status, error = "not_found", str(e)
        except Exception as e:
            status, error = "error", "Fehler im Tool " + funktion["name"] + ": " + str(e)
        schema = {"status": status, "data": data, "error": error}
        nachrichten.append({"role": "tool", "tool_call_id": call["id"], "content": dumps(schema)})
    return nachrichten


def fuehre_aus_anthropic(content, werkzeuge):
    nachricht = {"role": "user", "content": []}
    for block in content:
        if block.get("type") == "tool_use":
            status, data, error = "ok", None, None
            try:
                if block["name"] not in werkzeuge:
                    raise NameError(block["name"])
                data = werkzeuge[block["name"]](**block["input"])
            except NameError:
                status, error = "error", "Unbekanntes Tool: " + block["name"]
            except LookupError as e:
                status, error = "not_found", str(e)
            except Exception as e:
                status, error = "error", "Fehler im Tool " + block["name"] + ": " + str(e)
            ergebnis = {"type": "tool_result", "tool_use_id": block["id"],
                        "content": dumps({"status": status, "data": data, "error": error})}
            if status == "error":
                ergebnis["is_error"] = True
            nachricht["content"].append(ergebnis)
    return nachricht
