"""The floor's screens: the floor view of a table's hands (history, search, step-by-step replay, export), the
floor station's tabs (the room board, the hand search across tables, the house's reports)."""
