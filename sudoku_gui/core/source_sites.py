"""Where in a solver's source a step was made: a *site*, (file, line). Read from a generator's
frame here; kept per step by ``core.recording.source_lines``; a program names its own (the step
protocol's ``line`` and ``file``)."""

from __future__ import annotations

from typing import Any, Protocol

Site = tuple[str, int]
"""A place in a solver's source: (file, line), the line counted from 1."""


class SiteSink(Protocol):
    """What takes the site of each step in order (``core.recording.source_lines.SourceLines``)."""

    def add_site(self, site: Site | None) -> None: ...


def innermost(gen: Any) -> Any:
    """The innermost generator of ``gen``'s ``yield from`` chain (``gen`` when it has none)."""
    while True:
        sub = gen.gi_yieldfrom
        if sub is None or not hasattr(sub, "gi_frame"):
            return gen
        gen = sub


def frame_site(gen: Any, known: dict[tuple[Any, int], Site]) -> Site | None:
    """Where ``gen`` stands (the innermost generator of its chain): its (file, line), or None
    when it has ended; ``known`` caches the lines by (code object, bytecode offset)."""
    frame = innermost(gen).gi_frame
    if frame is None:
        return None
    key = (frame.f_code, frame.f_lasti)
    site = known.get(key)
    if site is None:
        site = known[key] = (frame.f_code.co_filename, frame.f_lineno)
    return site
