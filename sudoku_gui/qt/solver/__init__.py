"""The solver's thread: the worker that pulls steps and the thread that owns it."""
