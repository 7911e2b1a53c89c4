"""Hostile variations of saved JSON documents, for fuzzing loaders."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

from mg.store.save_identity import content_digest

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=8,
)


def json_paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a node of a JSON document (the root is the empty path)."""
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += json_paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += json_paths(v, prefix + (i,))
    return out


def resigned(doc: dict[str, Any]) -> str:
    """A doctored save's text with a digest made for its content, as if the game had written
    it: what is wrong in it must be refused by the checks of its fields."""
    return json.dumps({**doc, "digest": content_digest(doc)})


def replace_node(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    """Put `value` where `path` points in `doc` (not the root)."""
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


def log_entries(spaces: list[tuple[int, int]]) -> st.SearchStrategy[dict[str, Any]]:
    """Game log entries, mostly well formed, each part now and then made hostile: keys of
    other families or none, parameters of the wrong type or out of bounds (a place off the
    board `spaces` are on), lists too long, phrases nested too deep, plain JSON anywhere."""
    keys = st.sampled_from(
        [
            "log.road_joining",
            "log.drew",
            "log.list",
            "hints.why",
            "hints.points_many",
            "log.place.city",
        ]
    )
    bad_keys = st.sampled_from(["menu.quit", "problem.save_log", "log.", "log.nope", "hints"])
    names = st.sampled_from(["who", "a", "b", "n", "roads", "first"])
    good = st.integers(-100_000, 100_000) | st.sampled_from(
        [{"seat": "red"}, {"seat": "yellow"}] + [{"place": list(s)} for s in spaces[:40]]
    )
    bad = (
        st.integers(-(10**7), 10**7)
        | st.builds(lambda q, r: {"place": [q, r]}, st.integers(-50, 50), st.integers(-50, 50))
        | st.sampled_from([{"seat": "pink"}, {"seat": 3}, {"place": [1]}, "Kroton"])
        | JSON_VALUES
    )
    params = st.recursive(
        st.one_of(good, good, good, bad),
        lambda inner: (
            st.builds(lambda xs: {"list": xs}, st.lists(inner, max_size=9))
            | st.builds(
                lambda k, p: {"key": k, "params": p},
                st.one_of(keys, keys, bad_keys),
                st.dictionaries(st.one_of(names, names, st.text(max_size=5)), inner, max_size=9),
            )
        ),
        max_leaves=30,
    )
    phrases = st.builds(
        lambda k, p: {"key": k, "params": p}, keys, st.dictionaries(names, params, max_size=5)
    )
    return st.fixed_dictionaries(
        {
            "round": st.integers(0, 12) | st.none() | st.integers(-1, 13) | JSON_VALUES,
            "colour": st.sampled_from(["red", "yellow", "pink"]) | st.none(),
            "kind": st.sampled_from(["action", "oracle", "merge", "hint", "hint", "other"]),
            "phrase": phrases | phrases | params,
        },
        optional={"rule": st.sampled_from(["R26", "R25", "R41", "R0", "r26"])},
    )
