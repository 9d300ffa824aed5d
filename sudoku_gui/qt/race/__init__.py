"""A race shown: racers replayed in lockstep, their boards, the picker and commands."""
