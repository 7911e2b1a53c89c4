"""Every network test keeps what a machine keeps (seat tokens, where its games are played,
rooms remembered) in a folder of its own: nothing leaks between tests or to the user's."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def private_net_data(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MG_DATA_DIR", str(tmp_path_factory.mktemp("net-data")))
