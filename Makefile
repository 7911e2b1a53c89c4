# Quick start: `make play` launches the game, `make test` runs every check.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python main.py $(ARGS)

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy mg/engine mg/ai
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m mg.bench engine

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
