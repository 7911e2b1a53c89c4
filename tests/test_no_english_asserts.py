"""Tests assert data and catalogue keys, never English prose (docs/development.md): no
`assert` of a test compares with a sentence written into it, outside the tests whose very
subject is the wording.

A *prose literal* is a string literal with two words of letters in a row ("Main menu",
"cannot be reached", f"{who} laid a road"; a dotted name such as "mg.ui.audio" is no
word). In an `assert`'s condition (its message is free) it fails the check, unless it is
the test's own data: a literal the same test function also hands over outside its asserts
(the same text, or inside a longer one: a file's contents, a name typed). A test that needs
a sentence of the game compares with `t(key, **params)` in the language shown, or asserts
the key, the `Phrase`, the `Refusal` or the `Problem` itself."""

from __future__ import annotations

import ast
import re
from pathlib import Path

TESTS = Path(__file__).parent

#: Tests whose very subject is the wording (a file, or one test of it), and the engine's
#: English by its documented API (`Refusal.text()`, `why_illegal`): they may compare with
#: sentences.
WORDING_TESTS = frozenset(
    {
        "test_i18n.py",  # the catalogues and `t`
        "test_words_by_language.py",  # plural forms, elision, terms in each language
        "test_narrate.py",  # the log's sentences
        "test_hint_words.py",  # the hints' sentences
        "test_problem_words.py",  # problems worded
        "test_readme.py",  # the README's own text
        "engine/test_api.py",  # the engine's English, part of its API
        # what a command tells whoever starts it (English only, no catalogue)
        "net/test_network.py::test_the_server_command_says_it_listens_for_the_local_network_only",
        "scenes/test_cli.py::test_a_bad_flag_says_why_and_exits_with_2",
        # the server's log, English for whoever runs it: how often a line comes in a flood
        "net/test_floods.py::test_a_ping_flood_is_cut_and_the_server_memory_stays_flat",
        "net/test_floods.py::test_idle_connections_from_everywhere_leave_room_for_a_real_player",
        "net/test_network.py::test_a_server_killed_and_started_again_loses_no_game_and_every_client_comes_back",
        "net/test_room_files.py::test_a_state_that_is_no_folder_stops_the_server_at_the_start",
        "net/test_room_files.py::test_a_room_that_cannot_be_kept_is_said_once_a_while_not_every_action",
        "net/test_server_flags.py::test_a_seat_away_at_its_turn_is_played_after_abandon_after_and_a_game_kept_for_days",
        "net/test_unattended.py::test_every_event_of_a_room_is_a_line_of_the_log",
        # what --watch prints, a contract outside checks read (English, no catalogue)
        "net/test_command_line.py::test_a_room_made_on_the_command_line_survives_a_bot_killed_mid_game",
    }
)

#: Two words of letters in a row; a dotted name ("mg.ui.audio", "menu.draw") is no word.
PROSE = re.compile(r"(?<![\w.])[^\W\d_]+\s+[^\W\d_]+(?!\w|\.\w)")
GAP = "{}"  # what an f-string's `{…}` reads as: no word


def literal_text(node: ast.AST) -> str | None:
    """The text of a string literal, an f-string's gaps read as a word; None otherwise."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else GAP
            for v in node.values
        )
    return None


def literals(node: ast.AST) -> list[tuple[int, str]]:
    """Every string literal under `node` (an f-string once, not its parts): line, text."""
    found: list[tuple[int, str]] = []

    def visit(n: ast.AST) -> None:
        text = literal_text(n)
        if text is not None:
            found.append((getattr(n, "lineno", 0), text))
            return
        for child in ast.iter_child_nodes(n):
            visit(child)

    visit(node)
    return found


def given(scope: ast.AST) -> list[str]:
    """The literals `scope` uses outside its asserts' conditions: the test's own data."""
    conditions = {
        id(n) for a in ast.walk(scope) if isinstance(a, ast.Assert) for n in ast.walk(a.test)
    }
    return [
        text
        for n in ast.walk(scope)
        if id(n) not in conditions and (text := literal_text(n)) is not None
    ]


def prose_asserts(source: str) -> list[tuple[str, int, str]]:
    """The prose literals compared in `source`'s asserts that are not the test's own data:
    the function holding the assert ("" at the top level), the line, the literal."""
    tree = ast.parse(source)
    suspects = [  # (most asserts compare no prose: the scopes are worked out only if one does)
        (node, prose)
        for node in ast.walk(tree)
        if isinstance(node, ast.Assert)
        and (prose := [(ln, text) for ln, text in literals(node.test) if PROSE.search(text)])
    ]
    if not suspects:
        return []
    scopes: list[ast.AST] = [
        n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    ]
    owner: dict[int, ast.AST] = {}
    for scope in [tree, *scopes]:  # the innermost function holding an assert owns it
        for n in ast.walk(scope):
            if isinstance(n, ast.Assert):
                owner[id(n)] = scope
    found: list[tuple[str, int, str]] = []
    data_of: dict[int, list[str]] = {}  # a scope's own data, gathered once for its asserts
    for node, prose in suspects:
        scope = owner[id(node)]
        name = scope.name if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef) else ""
        if id(scope) not in data_of:
            data_of[id(scope)] = given(scope)
        data = data_of[id(scope)]
        for line, text in prose:
            if not any(text in d for d in data):
                found.append((name, line, text))
    return found


def allowed(path: Path, function: str) -> bool:
    name = path.relative_to(TESTS).as_posix()
    return name in WORDING_TESTS or f"{name}::{function}" in WORDING_TESTS


def test_no_test_asserts_english_prose() -> None:
    offences = [
        f"{path.relative_to(TESTS)}:{line}: {text!r}"
        for path in sorted(TESTS.rglob("*.py"))
        for function, line, text in prose_asserts(path.read_text(encoding="utf-8"))
        if not allowed(path, function)
    ]
    assert offences == []


def test_the_check_finds_a_planted_sentence() -> None:
    planted = (
        "def test_menu(driver):\n"
        "    assert driver.button('menu').text == 'Main menu'\n"
        "    assert f'{who} laid a road' in driver.status\n"
        "    assert driver.status.startswith('Ok'), 'the status says nothing'\n"
    )
    found = [("test_menu", 2, "Main menu"), ("test_menu", 3, "{} laid a road")]
    assert prose_asserts(planted) == found


def test_the_tests_own_data_and_keys_are_not_prose() -> None:
    planted = (
        "def test_damaged(path):\n"
        "    path.write_text('{ half a game')\n"
        "    assert read(path).text == '{ half a game'\n"
        "    assert notice_key(n) == 'status.autosave_off' and 'Ann' in names\n"
        "    assert f'{rid} ' in text and 'INFO mg.ui.audio: ' in log\n"
    )
    assert prose_asserts(planted) == []


def test_the_wording_tests_named_exist() -> None:
    for name in WORDING_TESTS:
        path, _, function = name.partition("::")
        source = (TESTS / path).read_text(encoding="utf-8")
        assert not function or f"def {function}(" in source, name
