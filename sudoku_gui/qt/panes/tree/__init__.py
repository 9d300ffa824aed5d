"""The search tree's views: node-link view, overview, shapes, colours and words."""
