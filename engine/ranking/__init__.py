"""The value of a hand: five cards, the best five of hole and board, a hand's name."""
