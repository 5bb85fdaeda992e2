aufgabe = 7
