"""The search tree: its model (columns a node), layout, icicle and JSON Lines."""
