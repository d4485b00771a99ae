"""Graph access: the backend protocol, the embedded Oxigraph store, remote endpoints, loaders, triple files, atomic writes."""
