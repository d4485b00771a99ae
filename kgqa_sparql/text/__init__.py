"""Text: the encoder, the ANN index, WordNet, entity linking."""
