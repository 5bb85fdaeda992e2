aufgabe = 6
