"""wss:// for real: the server given a certificate and its key speaks TLS itself;
the client trusts a self-signed certificate through the standard SSL_CERT_FILE variable;
a certificate not trusted, or no TLS at the address, is a Problem with a key, never a
traceback (the Join scene words it: tests/scenes/test_network_play.py). The certificates
are made by the `openssl` command at test time (an EC key: quick), valid for 127.0.0.1."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import pytest

from mg.engine import Problem
from mg.net.client import Connection, Failed, Joined, NetClient, create_room
from mg.net.protocol import Join
from mg.net.server import main as server_main
from mg.net.server import tls_context
from tests.support.net_play import running_server, self_signed, wait_for


@pytest.fixture(scope="module")
def certs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, Path]]:
    folder = tmp_path_factory.mktemp("tls")
    return {name: self_signed(folder, name) for name in ("server", "stranger")}


def test_wss_with_the_certificate_trusted_through_ssl_cert_file(
    certs: dict[str, tuple[Path, Path]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SSL_CERT_FILE", str(certs["server"][0]))
    with running_server(tls=tls_context(*certs["server"])) as (_server, address):
        code = create_room(f"wss://{address}", ["red", "yellow"], 8)
        client = NetClient(f"wss://{address}", Join(code, "Ann", "red"))
        client.start()
        try:
            joined = wait_for(client, lambda e: isinstance(e, Joined))
            assert isinstance(joined, Joined) and joined.colour == "red"
        finally:
            client.close()


def test_a_certificate_not_trusted_is_a_problem_and_ends_the_client(
    certs: dict[str, tuple[Path, Path]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SSL_CERT_FILE", str(certs["stranger"][0]))  # trusts another one only
    with running_server(tls=tls_context(*certs["server"])) as (server, address):
        with pytest.raises(Problem) as caught:
            create_room(f"wss://{address}", ["red", "yellow"], 8)
        assert caught.value.key == "net_certificate"
        assert not server.rooms.rooms  # nothing was opened
        client = NetClient(f"wss://{address}", Join("ABC-123", "Ann"))
        client.start()
        failed = wait_for(client, lambda e: isinstance(e, Failed))
        assert isinstance(failed, Failed) and failed.fatal
        assert failed.problem.key == "net_certificate"
        wait_for(client, lambda e: isinstance(e, Connection) and e.state == "closed")


def test_wss_where_no_tls_is_spoken_is_a_problem() -> None:
    with running_server() as (_server, address):  # our server without TLS resets the line
        with pytest.raises(Problem) as caught:
            create_room(f"wss://{address}", ["red", "yellow"], 8)
        assert caught.value.key == "net_unreachable"
    with socket.create_server(("127.0.0.1", 0)) as plain:  # a web server without TLS

        def answer() -> None:
            conn, _ = plain.accept()
            with conn:
                conn.recv(4096)
                conn.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")

        threading.Thread(target=answer, daemon=True).start()
        with pytest.raises(Problem) as caught:
            create_room(f"wss://127.0.0.1:{plain.getsockname()[1]}", ["red", "yellow"], 8)
        assert caught.value.key == "net_tls"


def test_the_server_refuses_certificate_files_it_cannot_use(
    certs: dict[str, tuple[Path, Path]], tmp_path: Path
) -> None:
    cert, _key = certs["server"]
    _cert, other_key = certs["stranger"]
    with pytest.raises(Problem) as caught:
        tls_context(cert, other_key)  # a key that is not the certificate's
    assert caught.value.key == "net_tls_files"
    missing = str(tmp_path / "missing.pem")
    assert server_main(["--port", "0", "--tls-cert", missing, "--tls-key", missing]) == 1
    assert server_main(["--port", "0", "--tls-cert", str(cert)]) == 2  # the key is missing
