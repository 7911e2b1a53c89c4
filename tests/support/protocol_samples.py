"""Every kind of the protocol's message, each with its exact text on the wire
(docs/network-protocol.md): the samples the protocol's tests encode, parse and mutate."""

from __future__ import annotations

from mg.engine import Draw, EndTurn, PlaceRoad
from mg.net.protocol import (
    Act,
    Applied,
    Chat,
    Clocks,
    Create,
    Created,
    Error,
    HandOver,
    Join,
    Message,
    Options,
    Refused,
    RoomStatus,
    Said,
    SeatInfo,
    Seats,
    StandIn,
    State,
    Status,
    Statuses,
    Sync,
    TimeOut,
    Undo,
    Undone,
    Watch,
    Watchers,
    Watching,
    Welcome,
)

TOKEN = "0123456789abcdef0123456789abcdef"
SEATS = (SeatInfo("red", "Ann", True, True), SeatInfo("yellow", None, False, False))
SEATS_TEXT = (
    '[{"colour":"red","name":"Ann","taken":true,"connected":true},'
    '{"colour":"yellow","name":null,"taken":false,"connected":false}]'
)
CLIENT: list[tuple[Message, str]] = [
    (
        Create(("red", "yellow", "brown"), 8),
        '{"v":1,"type":"create","players":["red","yellow","brown"],"rounds":8}',
    ),
    (
        Create(("red", "yellow"), 12, "easy"),
        '{"v":1,"type":"create","players":["red","yellow"],"rounds":12,"bot":"easy"}',
    ),
    (
        Create(("red", "yellow"), 8, None, False),
        '{"v":1,"type":"create","players":["red","yellow"],"rounds":8,"watch":false}',
    ),
    (
        Join("KRO-7Q4", "Ann", "red", None),
        '{"v":1,"type":"join","code":"KRO-7Q4","name":"Ann","colour":"red","token":null}',
    ),
    (
        Join("KRO-7Q4", None, None, TOKEN),
        f'{{"v":1,"type":"join","code":"KRO-7Q4","name":null,"colour":null,"token":"{TOKEN}"}}',
    ),
    (
        Create(("red", "yellow"), 12, None, None, "day"),
        '{"v":1,"type":"create","players":["red","yellow"],"rounds":12,"clock":"day"}',
    ),
    (Watch("KRO-7Q4"), '{"v":1,"type":"watch","code":"KRO-7Q4"}'),
    (
        Act(3, PlaceRoad((1, 2), (0, 3))),
        '{"v":1,"type":"act","seq":3,"action":{"type":"PlaceRoad","space":[1,2],"ends":[0,3]}}',
    ),
    (
        Act(0, Draw(1, 2)),
        '{"v":1,"type":"act","seq":0,"action":{"type":"Draw","roads":1,"cities":2}}',
    ),
    (Undo(7), '{"v":1,"type":"undo","seq":7}'),
    (Sync(), '{"v":1,"type":"sync"}'),
    (HandOver("brown"), '{"v":1,"type":"hand_over","colour":"brown"}'),
    (
        Status((("KRO-7Q4", TOKEN),)),
        f'{{"v":1,"type":"status","rooms":[{{"code":"KRO-7Q4","token":"{TOKEN}"}}]}}',
    ),
    (Chat("gg, Ann", None), '{"v":1,"type":"chat","text":"gg, Ann","phrase":null}'),
    (Chat(None, "good_game"), '{"v":1,"type":"chat","text":null,"phrase":"good_game"}'),
]
SERVER: list[tuple[Message, str]] = [
    (
        Created("KRO-7Q4", ("red", "yellow")),
        '{"v":1,"type":"created","code":"KRO-7Q4","players":["red","yellow"]}',
    ),
    (
        Welcome("red", TOKEN, 4, {"format": "x"}, SEATS),
        f'{{"v":1,"type":"welcome","colour":"red","token":"{TOKEN}","seq":4,'
        f'"record":{{"format":"x"}},"seats":{SEATS_TEXT}}}',
    ),
    (
        Watching(4, {"format": "x"}, SEATS, 2),
        f'{{"v":1,"type":"watching","seq":4,"record":{{"format":"x"}},"seats":{SEATS_TEXT},'
        '"watchers":2}',
    ),
    (Watchers(3), '{"v":1,"type":"watchers","count":3}'),
    (State(9, {"format": "x"}), '{"v":1,"type":"state","seq":9,"record":{"format":"x"}}'),
    (Seats(SEATS), f'{{"v":1,"type":"seats","seats":{SEATS_TEXT}}}'),
    (
        Applied(5, EndTurn(), "a" * 64, ("R1", "B2", None, None, None, None, None, None)),
        '{"v":1,"type":"applied","seq":5,"action":{"type":"EndTurn"},'
        f'"digest":"{"a" * 64}","deck":["R1","B2",null,null,null,null,null,null]}}',
    ),
    (Undone(6, "b" * 64), f'{{"v":1,"type":"undone","seq":6,"digest":"{"b" * 64}"}}'),
    (
        Refused(5, "R23", "grow_onto_oracle", (("cost", 3), ("what", "x"))),
        '{"v":1,"type":"refused","seq":5,"rule":"R23","key":"grow_onto_oracle",'
        '"params":{"cost":3,"what":"x"}}',
    ),
    (Options(True), '{"v":1,"type":"options","hints":true}'),
    (Options(False), '{"v":1,"type":"options","hints":false}'),
    (StandIn("brown", "hard"), '{"v":1,"type":"stand_in","colour":"brown","bot":"hard"}'),
    (StandIn("brown", None), '{"v":1,"type":"stand_in","colour":"brown","bot":null}'),
    (
        Said(12, 3, "red", "à toi", None),
        '{"v":1,"type":"said","seq":12,"line":3,"colour":"red","text":"\\u00e0 toi","phrase":null}',
    ),
    (
        Said(0, 1, "brown", None, "thinking"),
        '{"v":1,"type":"said","seq":0,"line":1,"colour":"brown","text":null,"phrase":"thinking"}',
    ),
    (Clocks((300, 287), "red"), '{"v":1,"type":"clocks","left":[300,287],"running":"red"}'),
    (Clocks((0, 86400), None), '{"v":1,"type":"clocks","left":[0,86400],"running":null}'),
    (TimeOut("red"), '{"v":1,"type":"time_out","colour":"red"}'),
    (
        Statuses((RoomStatus("KRO-7Q4", "waiting", "red", "Ann"), RoomStatus("MV4-BYC", "gone"))),
        '{"v":1,"type":"statuses","rooms":[{"code":"KRO-7Q4","state":"waiting","turn":"red",'
        '"name":"Ann"},{"code":"MV4-BYC","state":"gone","turn":null,"name":null}]}',
    ),
    (
        Error("net_stale", (("seq", 4),)),
        '{"v":1,"type":"error","key":"net_stale","params":{"seq":4}}',
    ),
]
