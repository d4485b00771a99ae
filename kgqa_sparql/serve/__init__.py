"""The SPARQL 1.1 endpoint with extensions: protocol, service, REST API, web page."""
