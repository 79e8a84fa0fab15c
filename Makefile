# The tests, lint and the rest run in .venv (the SDK and the dev group), made by `make venv` with a
# Python 3.12 or 3.13 found by .ci/find-python. `make demo` runs in .venv-demo, which holds the SDK
# and its runtime dependency (httpx) only: the first command a newcomer runs installs no dev tools.
PYTHON ?= $(shell bash .ci/find-python)
# Where PYTHONDONTWRITEBYTECODE is set, every Python process (each pytest worker, each CLI,
# server and agent subprocess of the tests) would compile the SDK, its tests and pytest's
# rewritten asserts again from source; the caches go to __pycache__ (ignored by git).
unexport PYTHONDONTWRITEBYTECODE
# pytest-xdist workers for `make unit`: twice the cores, since most tests spend their time
# waiting on subprocesses, sockets and leases rather than on a CPU. worksteal evens out
# modules of very different lengths.
PYTEST_WORKERS ?= $(shell echo $$(( $$(nproc) * 2 )))
VENV := .venv
PY := $(VENV)/bin/python
DEMO_VENV := .venv-demo
DEMO_PY := $(DEMO_VENV)/bin/python

.PHONY: venv generate check-generated lint typecheck test unit bench demo build clean

$(PY): pyproject.toml cli/pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e . --group dev
	$(PY) -m pip install -q -e "cli[charts]"
	touch $(PY)

venv: $(PY)

$(DEMO_PY): pyproject.toml
	$(PYTHON) -m venv $(DEMO_VENV)
	$(DEMO_PY) -m pip install -q --upgrade pip
	$(DEMO_PY) -m pip install -q -e .
	touch $(DEMO_PY)

generate: $(PY)
	$(PY) codegen/generate.py

check-generated: $(PY)
	$(PY) codegen/generate.py --check

lint: $(PY)
	$(PY) -m ruff check src tests bench codegen cli
	$(PY) -m ruff format --check src tests bench codegen cli

typecheck: $(PY)
	$(PY) -m mypy

unit: $(PY)
	$(PY) -m pytest -n $(PYTEST_WORKERS) --dist worksteal
	$(PY) tests/distributed/run_isolated.py

# The README's test command: drift check, lint, type-check, then the tests.
test: check-generated lint typecheck unit

bench: $(PY)
	$(PY) bench/import_time.py
	$(PY) bench/call_overhead.py
	$(PY) bench/follow.py
	$(PY) bench/memory.py
	$(PY) bench/agents.py
	$(PY) bench/cli.py

# The README's main job: runtime dependencies only (.venv-demo), no dev group.
demo: $(DEMO_PY)
	$(DEMO_PY) -m evalrouter.testing.demo

build: $(PY)
	$(PY) -m build --outdir dist .
	$(PY) -m build --outdir dist cli

clean:
	rm -rf $(VENV) $(DEMO_VENV) .venv-other .venv-other.log dist build .pytest_cache .mypy_cache .ruff_cache
