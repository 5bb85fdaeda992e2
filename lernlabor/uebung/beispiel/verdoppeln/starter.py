def verdoppeln(zahl):
    pass
