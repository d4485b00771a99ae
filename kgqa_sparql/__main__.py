import sys

from kgqa_sparql.cli import main

sys.exit(main())
