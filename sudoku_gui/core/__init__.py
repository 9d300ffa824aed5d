"""Pure-Python core: grid model, candidates, steps and strategies. No Qt here."""
