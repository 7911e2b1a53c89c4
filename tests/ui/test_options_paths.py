"""--screenshots and --frame-stats are checked when the flags are parsed:
a path that cannot be used exits with 2 and says why, before any window opens."""

from __future__ import annotations

from pathlib import Path

import pytest

from mg.ui.options import parse_args


@pytest.mark.parametrize(
    "args, words",
    [
        (["--screenshots", "/proc/x"], "cannot write in folder"),
        (["--screenshots", ""], "empty name"),
        (["--screenshots", "/etc/hostname"], "is not a folder"),
        (["--frame-stats", "/"], "is a folder"),
        (["--frame-stats", ""], "empty one"),
        (["--frame-stats", "/proc/stats.json"], "cannot write in folder"),
        (["--frame-stats", "/no-such-folder/stats.json"], "does not exist"),
        (["--frame-stats", "/dev/null"], "not a regular file"),
    ],
)
def test_an_unusable_output_path_exits_with_2_and_says_why(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        parse_args(args)
    assert exited.value.code == 2
    assert words in capsys.readouterr().err


def test_good_output_paths_are_kept(tmp_path: Path) -> None:
    options = parse_args(
        [
            "--screenshots",
            str(tmp_path / "shots" / "new"),
            "--frame-stats",
            str(tmp_path / "stats.json"),
        ]
    )
    assert options.screenshots == tmp_path / "shots" / "new"
    assert options.screenshots.is_dir()  # made now, so the run cannot fail on it later
    assert options.frame_stats == tmp_path / "stats.json"
    assert not list(tmp_path.glob("tmp*"))  # the write probe leaves nothing behind
