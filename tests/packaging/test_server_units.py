"""The server's systemd unit and container file start the server with flags it has: each
command line is read as the server reads its own (a flag renamed or dropped fails here),
its rooms are kept (--state), and the container checks its health on the port it serves."""

from __future__ import annotations

import configparser
import json
import re
import shlex
from pathlib import Path

from mg.net.server import parser
from mg.net.service.health import PATH

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def test_the_systemd_unit_runs_the_server_with_its_flags_and_keeps_its_rooms() -> None:
    unit = configparser.ConfigParser(interpolation=None, strict=False)
    unit.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    unit.read(PACKAGING / "magna-grecia-server.service", encoding="utf-8")
    command = shlex.split(unit["Service"]["ExecStart"])
    assert command[0].endswith("/magna-grecia-server")
    options = parser().parse_args(command[1:])
    assert options.state is not None
    assert str(options.state).startswith("/var/lib/" + unit["Service"]["StateDirectory"])
    assert unit["Service"]["Restart"] == "on-failure"
    assert unit["Install"]["WantedBy"] == "multi-user.target"


def test_the_container_runs_the_server_with_its_flags_and_checks_its_health() -> None:
    text = (PACKAGING / "Containerfile").read_text("utf-8")
    entry = json.loads(re.search(r"^ENTRYPOINT (\[.*\])$", text, re.MULTILINE)[1])  # type: ignore[index]
    default = json.loads(re.search(r"^CMD (\[.*\])$", text, re.MULTILINE)[1])  # type: ignore[index]
    assert entry[0] == "magna-grecia-server"
    options = parser().parse_args(entry[1:] + default)
    port = re.search(r"^EXPOSE (\d+)$", text, re.MULTILINE)[1]  # type: ignore[index]
    assert options.port == int(port) and str(options.state) == "/rooms"
    assert f"127.0.0.1:{port}{PATH}" in text  # the health check asks the port it serves
