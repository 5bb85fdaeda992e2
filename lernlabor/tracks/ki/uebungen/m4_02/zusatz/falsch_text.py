aufgabe = "3"
