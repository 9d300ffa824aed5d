"""Sudoku Visualizer: watch backtracking, constraint propagation and human techniques solve a
puzzle step by step."""

__version__ = "0.1.0"
