def verdoppeln(zahl):
    print(2 * zahl)
