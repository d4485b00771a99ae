import sys

from kgqa_sparql.cli import main

if __name__ == "__main__":  # not when a spawned worker process (kgqa_sparql.pool) imports it as __mp_main__
    sys.exit(main())
