"""The README leads with the game: what it is, the two commands, how to play. Development
and the computer players' measurements live in docs/, and what the README promises about
the controls is what the game does."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from mg.text.i18n import set_language, t

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")


def sections(text: str) -> list[str]:
    """The README's second-level headings, in order."""
    return re.findall(r"^## (.+)$", text, flags=re.MULTILINE)


def test_the_quick_start_is_two_commands() -> None:
    quick = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", quick, flags=re.DOTALL)
    assert block is not None
    commands = [line.split("#")[0].strip() for line in block.group(1).splitlines()]
    assert [c for c in commands if c] == ["make play", "make test"]
    for word in ("xdist", "pytest", ".ci/run", "-n 3"):  # CI details are in docs/
        assert word not in quick


def test_the_readme_leads_with_the_game() -> None:
    heads = sections(README)
    assert heads[0] == "Quick start"
    assert heads.index("How to play") < heads.index("For developers")
    assert len(README.encode("utf-8")) < 20_000  # a player need not dig for how to play
    assert "hard vs flatmc" not in README  # the measurements are in docs/ai.md
    assert "hard vs flatmc" in (ROOT / "docs" / "ai.md").read_text("utf-8")


def test_every_link_and_picture_of_the_docs_exists() -> None:
    for page in [ROOT / "README.md", *(ROOT / "docs").glob("*.md")]:
        text = page.read_text("utf-8")
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
            if target.startswith(("http://", "https://")):
                continue
            assert (page.parent / target).exists(), f"{page.name} links to missing {target}"


def test_the_readme_names_the_road_tools_key_as_the_button_does() -> None:
    set_language("en")
    label = t("play.road")
    key = re.search(r"\((\w)\)", label)
    assert key is not None, f"the Road button names no key: {label!r}"
    assert f"**Road** (**{key.group(1)}**)" in README


@pytest.mark.packaging
def test_make_play_installs_no_test_tools() -> None:
    """`make play` sets up what the game needs; the test tools come with `make test`."""

    def dry_run(target: str) -> str:
        return subprocess.run(
            ["make", "-n", "-B", target], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout

    play, test = dry_run("play"), dry_run("test")
    assert "main.py" in play and "[test]" not in play
    assert "[test]" in test and "pytest" in test
