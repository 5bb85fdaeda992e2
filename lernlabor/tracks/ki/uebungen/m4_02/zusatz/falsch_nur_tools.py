aufgabe = 2
