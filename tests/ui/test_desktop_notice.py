"""The desktop's notification: the system's program found on PATH (notify-send; osascript
on macOS; none on Windows), run without a shell with the words as arguments, in the
language shown, never waited for and stopped when it outlives its bound; none found: not
available (Settings says so)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mg.ui.desktop_notice as desktop_notice
from mg.text.i18n import t
from mg.ui.desktop_notice import DesktopNotifier, notify_command
from mg.ui.notice import Said
from tests.support.net_play import soon

TITLE, BODY = Said.of("notify.turn_title"), Said.of("notify.turn_body", name="Anna", code="KRO-7Q4")


def test_the_program_is_found_on_the_path_or_said_to_be_missing() -> None:
    assert not DesktopNotifier(which=lambda _: None, platform="linux").available
    found = DesktopNotifier(which=lambda name: f"/usr/bin/{name}", platform="linux")
    assert found.available and found.program == "/usr/bin/notify-send"
    mac = DesktopNotifier(which=lambda name: f"/usr/bin/{name}", platform="darwin")
    assert mac.program == "/usr/bin/osascript"
    assert not DesktopNotifier(which=lambda name: f"C:/{name}", platform="win32").available
    DesktopNotifier(which=lambda _: None).notify(TITLE, BODY)  # (nothing to run: nothing)


def test_the_words_are_arguments_never_options_or_script() -> None:
    title, body = "-x; rm -rf ~", '" & do shell script "x'
    command = notify_command("/usr/bin/notify-send", title, body)
    assert command[-3:] == ["--", title, body]  # after "--": read as words only
    mac = notify_command("/usr/bin/osascript", title, body)
    assert mac[-2:] == [title, body] and title not in mac[2] and body not in mac[2]


def test_a_notification_is_shown_in_the_language_shown_and_never_waited_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = tmp_path / "said.txt"
    program = tmp_path / "notify-send"
    program.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > {said}\nexec sleep 60\n')
    program.chmod(0o755)
    monkeypatch.setattr(desktop_notice, "LIMIT", 0.5)
    notifier = DesktopNotifier(which=lambda _: str(program), platform="linux")
    notifier.notify(TITLE, BODY)
    process = notifier.process
    assert process is not None and process.poll() is None  # still showing: nobody waited
    words = soon(lambda: said.read_text() if said.exists() and "KRO" in said.read_text() else None)
    assert words.splitlines()[-2:] == [
        t("notify.turn_title"),
        t("notify.turn_body", name="Anna", code="KRO-7Q4"),
    ]
    assert soon(process.poll) is not None  # stopped once past its bound, and reaped
