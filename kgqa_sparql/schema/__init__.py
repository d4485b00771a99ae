"""Schema: class statistics, the schema graph, inferred classes, distances, ontologies, VoID."""
