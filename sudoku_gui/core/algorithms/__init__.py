"""Algorithms, whatever their kind: the built-in strategies (``core.strategies``), a Python file,
an installed package's solver, a program speaking the step protocol, a saved run replayed.

- ``algorithm.py``: ``Algorithm``, what every kind is (a name, a title, how it starts);
- ``kinds.py``: the solvers a user brings, how each is spelled and why one cannot run;
- ``registry.py``: a name becomes an ``Algorithm`` (once, then kept) and every picker's list.

Here, not in ``core.strategies`` nor ``core.external``: the registry knows both, and neither
knows it (the strategies build on ``algorithm.py`` alone; what runs a solver gets the solver's
file or command, not its name).
"""
