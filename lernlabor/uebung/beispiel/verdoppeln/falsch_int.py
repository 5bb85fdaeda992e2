def verdoppeln(zahl):
    return int(2 * zahl)
