def input_je_runde(runden, start, zuwachs):
    # Runde k (k = 1 bis runden) schickt start + (k - 1) * zuwachs Token.
    # runden < 1 oder eine negative Zahl: ValueError
    pass


def kosten_der_aufgabe(runden, start, zuwachs, output_je_runde, preise):
    # {"input": ..., "output": ..., "dollar": ...}; preise in Dollar je 1000 Token
    pass
