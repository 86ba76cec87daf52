"""Terminal play: the board as text and the person at the keyboard answering decisions."""
