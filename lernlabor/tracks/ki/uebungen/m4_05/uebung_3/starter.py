def mit_freigabe(werkzeuge, gefaehrlich, frage):
    # Ein neues dict: Harmlose Tools bleiben dieselben Funktionen. Jedes gefährliche Tool
    # bekommt eine Hülle, die erst frage(name, eingabe) stellt und nur bei True ausführt.
    neu = dict(werkzeuge)
    return neu
