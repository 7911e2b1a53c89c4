"""What tests assert of a `Problem`: its key and those of the problems nested in it, data
that holds in every language (never the English words)."""

from __future__ import annotations

from mg.engine import Problem


def problem_keys(problem: object) -> list[str]:
    """`problem`'s key, then the keys of the Problems among its parameters, depth first
    (nothing for None or anything that is not a Problem)."""
    if not isinstance(problem, Problem):
        return []
    keys = [problem.key]
    for value in problem.params.values():
        keys += problem_keys(value)
    return keys
