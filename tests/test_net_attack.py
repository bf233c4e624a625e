"""A hostile client on loopback: every malformed, oversized, forged, replayed or illegal
message gets a clear refusal (its error code), changes nothing at the table, and the host
plays on. (Loopback only; bounded counts and timeouts everywhere.)"""
import asyncio
import json

import pytest
import websockets
from websockets.asyncio.client import connect

from app.net import protocol as P
from net_helpers import CODE, Client, Host, Limits, play, run, running, snapshot, url
from rules import get_game

GAME = "durak_podkidnoy"


def J(**kw) -> str:
    return json.dumps({"v": 1, **kw})


# messages before joining: (what it is, the text, the refusal expected)
BEFORE_JOIN = [
    ("binary frame", b'{"v":1,"type":"join"}', "not_text"),
    ("not JSON", "hello", "bad_json"),
    ("truncated JSON", '{"v":1,"type":"jo', "bad_json"),
    ("a JSON array", "[1,2,3]", "bad_json"),
    ("a JSON number", "42", "bad_json"),
    ("a JSON string", '"join"', "bad_json"),
    ("JSON null", "null", "bad_json"),
    ("NaN", '{"v":NaN,"type":"join"}', "bad_json"),
    ("nested 3000 deep", "[" * 2000 + "]" * 2000, "bad_json"),
    ("no version", '{"type":"join","code":"TEST42","name":""}', "bad_version"),
    ("version 2", J(v=2, type="join", code=CODE, name=""), "bad_version"),
    ("version as text", '{"v":"1","type":"join","code":"TEST42","name":""}', "bad_version"),
    ("version true", '{"v":true,"type":"join","code":"TEST42","name":""}', "bad_version"),
    ("no type", J(code=CODE), "bad_type"),
    ("unknown type", J(type="become_host"), "bad_type"),
    ("type a number", J(type=7), "bad_type"),
    ("a host's message type", J(type="welcome", seat=0, token="0" * 32, game=GAME, seats=3, options={},
                                names=[]), "bad_type"),
    ("act before joining", J(type="act", turn=0, action={"kind": "pass"}), "not_joined"),
    ("again before joining", J(type="again"), "not_joined"),
    ("join: wrong code", J(type="join", code="WRONG1", name="x"), "bad_code"),
    ("join: code in small letters", J(type="join", code=CODE.lower(), name="x"), "bad_field"),
    ("join: code too long", J(type="join", code="A" * 40, name="x"), "bad_field"),
    ("join: code a number", J(type="join", code=123456, name="x"), "bad_field"),
    ("join: name a number", J(type="join", code=CODE, name=5), "bad_field"),
    ("join: name too long", J(type="join", code=CODE, name="x" * 500), "bad_field"),
    ("join: name with control characters", J(type="join", code=CODE, name="a\u0000\u001b[2J"), "bad_field"),
    ("join: no name", J(type="join", code=CODE), "bad_field"),
    ("join: an extra field", J(type="join", code=CODE, name="x", seat=0), "bad_field"),
    ("rejoin: unknown token", J(type="rejoin", code=CODE, token="a" * 32), "bad_token"),
    ("rejoin: malformed token", J(type="rejoin", code=CODE, token="not-a-token"), "bad_field"),
    ("rejoin: token a list", J(type="rejoin", code=CODE, token=["a"]), "bad_field"),
    ("rejoin: wrong code, right shape", J(type="rejoin", code="ZZZZ99", token="a" * 32), "bad_code"),
    ("too big", J(type="join", code=CODE, name="x" * 5000), "too_big"),
]


def _acts(view, seat, turn, other_turn_action):
    """Messages of a joined seat (``seat``) at move ``turn``, with the refusal each must get."""
    legal = view.legal[0].to_json() if view.legal else {"kind": "pass"}
    game = get_game(GAME)
    hand = {c.code for c in view.hand(seat).cards if c is not None}
    foreign = next(c.code for c in view.deck if c.code not in hand)
    act = lambda **kw: J(type="act", **kw)      # noqa: E731
    return [
        ("act on the next move, ahead of the table", act(turn=turn + 1, action=legal), "stale"),
        ("act on a future move", act(turn=turn + 5, action=legal), "stale"),
        ("act: turn negative", act(turn=-1, action=legal), "bad_field"),
        ("act: turn as text", act(turn=str(turn), action=legal), "bad_field"),
        ("act: turn true", act(turn=True, action=legal), "bad_field"),
        ("act: turn huge", act(turn=10**30, action=legal), "bad_field"),
        ("act: turn a float", act(turn=float(turn), action=legal), "bad_field"),
        ("act: no action", J(type="act", turn=turn), "bad_field"),
        ("act: no turn", J(type="act", action=legal), "bad_field"),
        ("act: naming a seat", act(turn=turn, action=legal, seat=(seat + 1) % 3), "bad_field"),
        ("act: action a string", act(turn=turn, action="play"), "bad_field"),
        ("act: action a list", act(turn=turn, action=[legal]), "bad_field"),
        ("act: kind a number", act(turn=turn, action={"kind": 1}), "bad_field"),
        ("act: unknown action field", act(turn=turn, action={**legal, "seat": 1}), "bad_field"),
        ("act: cards not a list", act(turn=turn, action={"kind": "attack", "cards": "AS"}), "bad_field"),
        ("act: a card that does not exist", act(turn=turn, action={"kind": "attack", "cards": ["ZZ"]}), "bad_field"),
        ("act: a card of rank 1", act(turn=turn, action={"kind": "attack", "cards": ["1S"]}), "bad_field"),
        ("act: index as text", act(turn=turn, action={"kind": "pick", "zone": "ring", "index": "0"}), "bad_field"),
        ("act: zone a number", act(turn=turn, action={"kind": "pick", "zone": 3, "index": 0}), "bad_field"),
        ("act: value a float", act(turn=turn, action={"kind": "bid", "value": 1.5}), "bad_field"),
        ("act: value a list", act(turn=turn, action={"kind": "bid", "value": [1]}), "bad_field"),
        ("act: a card not in the hand", act(turn=turn, action={"kind": legal["kind"], "cards": [foreign]}), "illegal"),
        ("act: an unknown kind of move", act(turn=turn, action={"kind": "win_now"}), "illegal"),
        ("act: next deal mid-deal", act(turn=turn, action={"kind": "next_deal"}), "illegal"),
        ("act for the seat whose turn it is not", other_turn_action, "not_your_turn"),
        ("again mid-deal", J(type="again"), "not_between"),
        ("join again while seated", J(type="join", code=CODE, name="twice"), "joined"),
        ("rejoin while seated", J(type="rejoin", code=CODE, token="b" * 32), "joined"),
        ("bye with a field", J(type="bye", now=True), "bad_field"),
        ("again with a field", J(type="again", x=1), "bad_field"),
        ("an action with a float in it", '{"v":1,"type":"act","turn":%d,"action":{"kind":"pass","value":1e999}}' % turn,
         "bad_field"),
    ], game


async def _drain(c) -> None:
    """Read what the host has sent ``c`` so far (bounded: 20 messages, 0.05 s of quiet)."""
    for _ in range(20):
        try:
            await c.recv(0.05)
        except Exception:
            return


async def _answer(ws, text) -> dict:
    await ws.send(text)
    reply = json.loads(await asyncio.wait_for(ws.recv(), 5))
    return reply


def test_every_hostile_message_is_refused_and_changes_nothing():
    host = Host(GAME, "remote,remote,remote", seed=3, code=CODE)
    with running(host) as ht:
        async def main():
            cs = [Client(url(ht), CODE, f"P{i}") for i in range(3)]
            for c in cs:
                await c.connect()
            for c in cs:
                await _drain(c)
            tried = 0
            # before joining: each on a fresh connection (a wrong code counts against the connection)
            for what, text, code in BEFORE_JOIN:
                before = snapshot(ht)
                async with connect(url(ht), max_size=P.MAX_HOST_BYTES) as ws:
                    reply = await _answer(ws, text)
                    assert reply["type"] == "error" and reply["code"] == code, (what, reply)
                    assert reply["message"], what
                assert snapshot(ht) == before, f"{what}: the table changed"
                tried += 1
            # seated: the seat to move and a seat waiting send what they must not
            mover = next(c for c in cs if c.view.to_move == c.seat)
            other = next(c for c in cs if c is not mover)
            turn = mover.view.turn
            legal = mover.view.legal[0]
            wrong_turn = J(type="act", turn=turn, action=legal.to_json())
            msgs, _ = _acts(mover.view, mover.seat, turn, None)
            for what, text, code in msgs:
                before = snapshot(ht)
                ws = other.ws if code == "not_your_turn" else mover.ws
                reply = await _answer(ws, wrong_turn if code == "not_your_turn" else text)
                assert reply["type"] == "error" and reply["code"] == code, (what, reply)
                assert snapshot(ht) == before, f"{what}: the table changed"
                tried += 1
            # the legal move is taken once; the same message again is a replay
            await mover.act(legal)
            for c in cs:
                await _drain(c)
            before = snapshot(ht)
            reply = await _answer(mover.ws, wrong_turn)
            assert reply["code"] in ("stale", "not_your_turn"), reply
            assert snapshot(ht) == before
            tried += 1
            return cs, tried
        cs, tried = run(main(), 60)
        assert tried >= 50, tried

        # and the table plays on to the end
        async def finish():
            for c in cs:
                c.ws = None
            again = []
            for c in cs:
                d = Client(url(ht), CODE, token=c.token)
                await d.connect()
                again.append(d)
            ends = await asyncio.gather(*(play(d) for d in again))
            return ends
        assert all(e["view"].over for e in run(finish(), 30))


def test_a_flood_is_refused_then_cut_and_the_table_is_unchanged():
    host = Host(GAME, "remote,remote", seed=3, code=CODE, limits=Limits(rate=5, burst=10, floods=5))
    with running(host) as ht:
        async def main():
            before = snapshot(ht)
            codes = []
            async with connect(url(ht)) as ws:
                for _ in range(40):
                    try:
                        await ws.send(J(type="again"))
                    except websockets.ConnectionClosed:
                        break
                try:
                    for _ in range(40):
                        codes.append(json.loads(await asyncio.wait_for(ws.recv(), 5))["code"])
                except websockets.ConnectionClosed:
                    pass
            assert codes.count("flood") == 5 and set(codes) == {"not_joined", "flood"}, codes
            assert 10 <= codes.count("not_joined") <= 12, codes
            assert snapshot(ht) == before
        run(main())


def test_wrong_codes_close_the_connection_after_a_few():
    host = Host(GAME, "remote,remote", seed=3, code=CODE, limits=Limits(bad_codes=3))
    with running(host) as ht:
        async def main():
            async with connect(url(ht)) as ws:
                for i in range(3):
                    reply = await _answer(ws, J(type="join", code=f"GUESS{i}", name=""))
                    assert reply["code"] == "bad_code"
                with pytest.raises(websockets.ConnectionClosed):
                    await asyncio.wait_for(ws.recv(), 5)
        run(main())


def test_a_frame_beyond_the_limit_is_closed_and_the_host_lives_on():
    host = Host(GAME, "remote,remote", seed=3, code=CODE, limits=Limits(frame=10_000))
    with running(host) as ht:
        async def main():
            before = snapshot(ht)
            async with connect(url(ht)) as ws:
                await ws.send("x" * 50_000)
                with pytest.raises(websockets.ConnectionClosed) as e:
                    await asyncio.wait_for(ws.recv(), 5)
                assert e.value.rcvd.code == 1009          # "message too big"
            assert snapshot(ht) == before
            c = Client(url(ht), CODE)
            await c.connect()
            assert c.seat == 0
        run(main())


def test_connections_are_bounded():
    host = Host(GAME, "remote,remote", seed=3, code=CODE, limits=Limits(connections=3))
    with running(host) as ht:
        async def main():
            held = [await connect(url(ht)) for _ in range(3)]
            await asyncio.sleep(0.1)
            async with connect(url(ht)) as ws:
                reply = json.loads(await asyncio.wait_for(ws.recv(), 5))
                assert reply["code"] == "busy"
            for ws in held:
                await ws.close()
        run(main())


def test_a_table_that_is_full_refuses_a_fourth_player():
    host = Host(GAME, "remote,remote,bot:rule", seed=3, code=CODE)
    with running(host) as ht:
        async def main():
            a, b = Client(url(ht), CODE), Client(url(ht), CODE)
            await a.connect()
            await b.connect()
            before = snapshot(ht)
            async with connect(url(ht)) as ws:
                reply = await _answer(ws, J(type="join", code=CODE, name="late"))
                assert reply["code"] == "full"
            assert snapshot(ht) == before
        run(main())
