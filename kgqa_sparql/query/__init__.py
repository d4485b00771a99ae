"""Approximate query graphs: parsing, alignment, compilation to SPARQL, relation maps, translation, matching."""
