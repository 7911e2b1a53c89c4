"""The guided first game: lessons as data (lessons.json) and how a move is judged."""

from mg.text.lessons.course import (
    Course,
    Lesson,
    Reply,
    Step,
    aimed,
    judge,
    load_course,
    parse_course,
    refusal_shown,
)

__all__ = [
    "Course",
    "Lesson",
    "Reply",
    "Step",
    "aimed",
    "judge",
    "load_course",
    "parse_course",
    "refusal_shown",
]
