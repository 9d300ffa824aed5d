"""The board: its widget, painters, digit pad and the explanation under it."""
