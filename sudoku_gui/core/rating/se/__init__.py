"""Sudoku Explainer's rating engine: its board, rules, chains and the rating itself."""
