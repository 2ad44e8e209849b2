"""The table screen: the seats around the oval, the cards, the action pad, and the bars beside it (the next
card, the chips, the desk, the header, the showdown), as the dealer sees them during a hand."""
