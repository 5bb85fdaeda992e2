def input_mit_fenster(runden, start, zuwachs, fenster):
    # Runde k schickt start + min(k - 1, fenster) * zuwachs Token; zurück kommt die Summe.
    # runden < 1 oder eine negative Zahl: ValueError
    pass
