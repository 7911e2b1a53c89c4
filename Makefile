# Quick start: `make play` launches the game, `make test` runs every check.
PY ?= python3
# Python keeps the bytecode it compiles (in __pycache__/, ignored by git), even where the
# environment says not to: every test worker, game and bot worker the tests start would
# otherwise compile the game again (~3 s of CPU each for the tests' own start alone).
unexport PYTHONDONTWRITEBYTECODE
VENV := .venv
BIN := $(VENV)/bin
GAME_STAMP := $(VENV)/.installed-game
STAMP := $(VENV)/.installed

.PHONY: play test test-fast soak coverage bench dist dist-check clean

# What playing needs: the game and its dependencies, nothing for tests.
$(GAME_STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e .
	touch $(GAME_STAMP)

# What testing needs: the game and the test tools.
$(STAMP): $(GAME_STAMP)
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

play: $(GAME_STAMP)
	$(BIN)/python main.py $(ARGS)

# 3 workers: one runs while another waits on a subprocess.
PYTEST := $(BIN)/python -m pytest -n 3 --durations=25

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy mg tests tools
	$(PYTEST)

# The quick set while working: the rules, files, words, bots and network, without the tests
# that drive the real scenes (`scene`), start another process (`system`) or build a wheel
# (`packaging`); see the markers in pyproject.toml.
test-fast: $(STAMP)
	$(PYTEST) -m "not scene and not system and not packaging"

# The long random tests (marked `soak`) at their whole amount: 4 x 5,000 fuzzed inputs,
# 300 random games, 1,000 resizes with the memory bound (tests/support/soak.py); `make test`
# runs a share of each. Before a release, or after a change to the scenes or the rules.
soak: $(STAMP)
	MG_SOAK=1 $(PYTEST) -m soak

# Branch coverage of the whole suite, by package; fails under 95 % for mg/engine, 85 % for mg.
coverage: $(STAMP)
	rm -f .coverage .coverage.*
	$(PYTEST) --cov=mg --cov-branch --cov-report=
	$(BIN)/coverage report --include="mg/engine/*" --fail-under=95
	$(BIN)/coverage report --fail-under=85

bench: $(STAMP)
	$(BIN)/python -m mg.bench engine

# The standalone one-folder game (no Python needed to play) in dist/magna-grecia/, built by
# PyInstaller for this platform from a separate venv holding a non-editable install.
DIST_VENV := build/dist-venv
dist:
	rm -rf build/lib build/pyinstaller dist/magna-grecia
	test -x $(DIST_VENV)/bin/python || $(PY) -m venv $(DIST_VENV)
	$(DIST_VENV)/bin/python -m pip install -q --upgrade pip
	$(DIST_VENV)/bin/python -m pip install -q '.[dist]'
	$(DIST_VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/magna-grecia.spec
	cp packaging/magna-grecia.desktop packaging/install-desktop-entry.sh dist/magna-grecia/
	cp assets/images/icon.png dist/magna-grecia/magna-grecia.png
	@echo "built dist/magna-grecia/ ($$(du -sh dist/magna-grecia | cut -f1)); run dist/magna-grecia/magna-grecia"

# Build, then run the built game headless from an empty folder with no Python on PATH.
dist-check: dist $(STAMP)
	$(BIN)/python tools/check_dist.py dist/magna-grecia/magna-grecia

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
