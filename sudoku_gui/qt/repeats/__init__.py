"""Search > Repeated Failures: the dialog and its owner (the background job, the tree pane linked)."""
