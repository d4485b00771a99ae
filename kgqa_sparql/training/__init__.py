"""Training and evaluation: the path judge, the relation map, QA data."""
