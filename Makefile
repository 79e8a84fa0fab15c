# Everything runs in .venv, made by `make venv` with a Python 3.12 or 3.13 found by .ci/find-python.
PYTHON ?= $(shell bash .ci/find-python)
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: venv generate check-generated lint typecheck test unit bench demo build clean

$(PY): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e . --group dev
	touch $(PY)

venv: $(PY)

generate: $(PY)
	$(PY) codegen/generate.py

check-generated: $(PY)
	$(PY) codegen/generate.py --check

lint: $(PY)
	$(PY) -m ruff check src tests bench codegen
	$(PY) -m ruff format --check src tests bench codegen

typecheck: $(PY)
	$(PY) -m mypy

unit: $(PY)
	$(PY) -m pytest

# The README's test command: drift check, lint, type-check, then the tests.
test: check-generated lint typecheck unit

bench: $(PY)
	$(PY) bench/import_time.py
	$(PY) bench/call_overhead.py
	$(PY) bench/memory.py
	$(PY) bench/agents.py

demo: $(PY)
	$(PY) -m evalrouter.testing.demo

build: $(PY)
	$(PY) -m build --outdir dist .

clean:
	rm -rf $(VENV) dist build .pytest_cache .mypy_cache .ruff_cache
