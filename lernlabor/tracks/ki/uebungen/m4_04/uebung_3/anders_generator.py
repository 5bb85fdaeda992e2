def input_mit_fenster(runden, start, zuwachs, fenster):
    for name, wert in (("start", start), ("zuwachs", zuwachs), ("fenster", fenster)):
        if wert < 0:
            raise ValueError(f"{name} darf nicht negativ sein: {wert}")
    if runden < 1:
        raise ValueError("mindestens eine Runde")
    zuwaechse = (min(k, fenster) for k in range(runden))  # k = 0 … runden - 1
    return runden * start + zuwachs * sum(zuwaechse)
