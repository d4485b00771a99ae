"""IRIs of the vocabularies the toolkit reads and writes."""

from __future__ import annotations

from pyoxigraph import NamedNode

RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
OWL = "http://www.w3.org/2002/07/owl#"
XSD = "http://www.w3.org/2001/XMLSchema#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
SKOSXL = "http://www.w3.org/2008/05/skos-xl#"
VOID = "http://rdfs.org/ns/void#"
SD = "http://www.w3.org/ns/sparql-service-description#"
#: The toolkit's own vocabulary (functions, services, schema graph terms); see ontologies/kgqa.ttl.
KGQA = "http://kgqa-sparql.org/ns#"
#: Fuzzy relation words and types inside `SERVICE kgqa:approx` blocks.
FUZZY = "http://kgqa-sparql.org/fuzzy#"
#: Wikibase (Wikidata's data model): `?prop wikibase:directClaim ?p` names the predicate ?p after
#: the property entity ?prop ('director' for wdt:P57, whose own IRI says only 'P57').
WIKIBASE = "http://wikiba.se/ontology#"
#: Wikidata's direct claims; P31 'instance of' and P279 'subclass of' type items as rdf:type and
#: rdfs:subClassOf do (a path through 'human' or 'film' relates everything to everything).
WDT = "http://www.wikidata.org/prop/direct/"
SCHEMA_ORG = "http://schema.org/"
DCTERMS = "http://purl.org/dc/terms/"
DC = "http://purl.org/dc/elements/1.1/"
QUDT = "http://qudt.org/schema/qudt/"
VCARD = "http://www.w3.org/2006/vcard/ns#"
#: OBO ontologies' synonyms and definitions (Gene Ontology, Disease Ontology, ChEBI, ...).
OBO_IN_OWL = "http://www.geneontology.org/formats/oboInOwl#"
IAO_DEFINITION = "http://purl.obolibrary.org/obo/IAO_0000115"
#: Named graphs the toolkit writes (schema graph, VoID) live under this prefix; data scans skip them.
KGQA_GRAPHS = "http://kgqa-sparql.org/graph/"

RDF_TYPE = NamedNode(RDF + "type")
RDFS_LABEL = NamedNode(RDFS + "label")
RDFS_CLASS = NamedNode(RDFS + "Class")
RDFS_DOMAIN = NamedNode(RDFS + "domain")
RDFS_RANGE = NamedNode(RDFS + "range")
RDFS_SUBCLASS_OF = NamedNode(RDFS + "subClassOf")
WDT_INSTANCE_OF = NamedNode(WDT + "P31")
WDT_SUBCLASS_OF = NamedNode(WDT + "P279")
WIKIBASE_DIRECT_CLAIM = NamedNode(WIKIBASE + "directClaim")
OWL_CLASS = NamedNode(OWL + "Class")
OWL_OBJECT_PROPERTY = NamedNode(OWL + "ObjectProperty")
OWL_DATATYPE_PROPERTY = NamedNode(OWL + "DatatypeProperty")
SKOS_PREF_LABEL = NamedNode(SKOS + "prefLabel")
SKOS_IN_SCHEME = NamedNode(SKOS + "inScheme")

#: Label predicates in order of preference.
LABEL_PREDICATES = (SKOS_PREF_LABEL, RDFS_LABEL)

#: Predicates that describe terms rather than relate entities: never expanded as relations.
NON_RELATIONAL = frozenset(
    {
        RDF_TYPE,
        RDFS_LABEL,
        SKOS_PREF_LABEL,
        NamedNode(SKOS + "altLabel"),
        NamedNode(RDFS + "comment"),
        RDFS_SUBCLASS_OF,
        RDFS_DOMAIN,
        RDFS_RANGE,
        NamedNode(RDFS + "subPropertyOf"),
        NamedNode(OWL + "sameAs"),
        # documentation of a term, not a relation anybody asks along (a description reads like an
        # answer to every question: "2010 film directed by Christopher Nolan")
        NamedNode(SCHEMA_ORG + "description"),
        NamedNode("https://schema.org/description"),
        NamedNode(DCTERMS + "description"),
        NamedNode(DC + "description"),
        NamedNode(SKOS + "definition"),
        NamedNode(SKOS + "scopeNote"),
        NamedNode(SKOS + "note"),
        NamedNode(SKOS + "editorialNote"),
        NamedNode(IAO_DEFINITION),
        NamedNode(OBO_IN_OWL + "hasExactSynonym"),
        NamedNode(RDFS + "seeAlso"),
        NamedNode(RDFS + "isDefinedBy"),
        WDT_INSTANCE_OF,
        WDT_SUBCLASS_OF,
        NamedNode(WIKIBASE + "directClaim"),
        NamedNode(WIKIBASE + "propertyType"),
        # a statement's standing among its property's statements ('normal'), nothing of the world
        NamedNode(WIKIBASE + "rank"),
        # a Solid pod's folders listing the documents in them: where the data is kept, not what it says
        NamedNode("http://www.w3.org/ns/ldp#contains"),
    }
)


def local_name(iri: str) -> str:
    """The last segment of an IRI (after '#', else after the last '/')."""
    for sep in ("#", "/", ":"):
        head, found, tail = iri.rpartition(sep)
        if found and tail:
            return tail
    return iri
