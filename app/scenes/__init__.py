"""The program's screens: the menu, the table and the results."""
