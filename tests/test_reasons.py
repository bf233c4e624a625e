"""Why a move is illegal (rules/reasons/): hand-built positions for each family's main reasons,
and a conformance sweep — in random positions of every registered game, every illegal action
gets a reason worded in Russian and English that names no card the seat cannot see, and no
legal action gets one."""
from __future__ import annotations

import random
import re

import pytest

from app.wording import TEMPLATES, Wording
from rules import all_games
from rules.actions import Action
from rules.cards import Card
from rules.phrases import Phrase
from rules.reasons import phrase_ids, seen_cards

GAMES = list(all_games())
CYRILLIC = re.compile("[а-яА-ЯёЁ]")
WORDINGS = (Wording("ru"), Wording("en"), Wording("en", "ru"))


def words_ok(phrase, view):
    """The phrase is worded in both languages and names only cards ``view`` shows."""
    assert isinstance(phrase, Phrase), phrase
    assert phrase.id.startswith("reason."), phrase
    assert phrase.id in TEMPLATES, f"no words for {phrase.id}"
    for w in WORDINGS:
        line = w.render(phrase)
        assert line and "\n" not in line and "{" not in line, (phrase, line)
        if w.lang == "en" and w.indices == "en":
            assert not CYRILLIC.search(line), (phrase, line)
    hidden = set(phrase.cards()) - seen_cards(view)
    assert not hidden, f"{phrase} names cards the seat cannot see: {hidden}"


def test_every_reason_id_has_words():
    for pid in phrase_ids():
        assert pid in TEMPLATES, pid
        ru, en = TEMPLATES[pid]
        assert ru and en


def _shapes(game, seats, seed, options=None):
    """Kinds, action templates and other seats' actions seen in a random playout."""
    st = game.start(seats, seed, options)
    rng = random.Random(seed)
    templates, others = {}, []
    n = 0
    while not st.over and n < 300:
        legal = st.legal_actions()
        for a in legal:
            templates.setdefault(a.kind, set()).add((len(a.cards), a.zone, a.index, a.value))
        if len(others) < 40:
            others.append((st.to_move, rng.choice(legal)))
        st.apply(rng.choice(legal))
        n += 1
    return templates, others


def candidates(view, templates, others, rng):
    hand = view.zones.get(f"hand{view.seat}")
    mine = list(hand.visible) if hand is not None else []
    out = set()
    for kind, shapes in templates.items():
        shapes = sorted(shapes, key=repr)
        if len(shapes) > 6:
            shapes = rng.sample(shapes, 6)
        for ncards, zone, index, value in shapes:
            if ncards == 0:
                out.add(Action(kind, (), zone, index, value))
                continue
            for i, c in enumerate(mine):
                cards = tuple(mine[(i + j) % len(mine)] for j in range(ncards)) if len(mine) >= ncards else (c,)
                out.add(Action(kind, cards, zone, index, value))
    for _, a in others:
        out.add(a)
    far = [c for c in view.deck if c not in mine]
    out |= {Action("fly"), Action("play", zone="nowhere", index=99), Action("play", value=999),
            Action("attack", (Card(14, "S"), Card(14, "S"))), Action("take", value="x")}
    if far:
        out |= {Action("play", (far[0],)), Action("defend", (far[-1],), index=0)}
    for kind in templates:
        out.add(Action(kind, value=-1))
        out.add(Action(kind, zone=f"hand{view.seat}", index=0))
    return out


def holds(st, seat):
    """Every card ``seat`` holds or plays from, from the full state (the test may look)."""
    out = []
    zones = getattr(st, "zones", None)
    if isinstance(zones, dict):
        for name, cards in zones.items():
            if name in (f"hand{seat}", f"row{seat}") or name == f"shop{seat}" and st.options.get("shop_is_liability"):
                out.extend(c for c in cards if c is not None)
    hands = getattr(st, "hands", None)
    if hands is not None and not out:
        out.extend(hands[seat])
    return out


def check_truth(st, view, action, r):
    """What the reason says is so in the real position (for the reasons a test can check
    against the full state)."""
    me = view.seat
    pid = r.id
    if pid in ("reason.not_in_hand", "reason.not_in_hand_card"):
        from collections import Counter
        assert Counter(action.cards) - Counter(holds(st, me)), (pid, action)
    elif pid in ("reason.svinki.from_reserve", "reason.svinki.from_shop"):
        own = "shop" if pid.endswith("reserve") else "hand"
        assert action.card in st.zones[f"{own}{me}"]
    elif pid == "reason.blind_hand":
        assert None in view.zone(f"hand{me}").cards
    elif pid == "reason.not_your_turn":
        assert r["who"].n == st.to_move
    elif pid in ("reason.durak.beat", "reason.durak.spades_by_spades", "reason.durak.unbeatable",
                 "reason.durak.beat_no_trump"):
        card, target = action.card, r["target"]
        if hasattr(st, "beats"):
            assert not st.beats(card, target), (pid, card, target)
        else:
            from rules.games.durak_chain.engine import beats
            assert not beats(card, target, st.trump_of(me)), (pid, card, target)
    elif pid == "reason.trick.follow":
        assert any(c.suit == r["suit"].id for c in holds(st, me)) and action.card.suit != r["suit"].id
    elif pid == "reason.trick.must_trump":
        mine = holds(st, me)
        assert not any(c.suit == r["suit"].id for c in mine) and any(c.suit == r["trump"].id for c in mine)
    elif pid == "reason.run.need":
        assert int(r["rank"].id.rsplit(".", 1)[1]) != (r.get("card") or action.cards[0]).rank
    elif pid in ("reason.run.must_play", "reason.shif.must_play"):
        rank = int(r["rank"].id.rsplit(".", 1)[1])
        assert any(c.rank == rank for c in holds(st, me))
    elif pid == "reason.vorona.suit":
        top = r["top"]
        assert top.suit != "S" and action.card.suit not in (top.suit, "S")
    elif pid == "reason.shed.follow":
        assert action.card.suit != r["suit"].id


def positions(game, seats, seeds=4, per=5, options=None):
    """``per`` positions along each of ``seeds`` random playouts (spread over its length)."""
    for seed in range(seeds):
        rng = random.Random(seed)
        st = game.start(seats, 1000 + seed, options)
        moves = []
        while not st.over and len(moves) < 400:
            moves.append(rng.choice(st.legal_actions()))
            st.apply(moves[-1])
        stops = sorted(rng.sample(range(len(moves)), min(per, len(moves)))) if moves else [0]
        st = game.start(seats, 1000 + seed, options)
        n = 0
        for stop in stops:
            while n < stop:
                st.apply(moves[n])
                n += 1
            yield st
        if seed == 0:
            while n < len(moves):
                st.apply(moves[n])
                n += 1
            yield st


def variant_options(game, seats, seed=0):
    """A table's options other than the defaults where it can: each option's choice drawn at
    random among those that fit ``seats`` (the defaults if the game refuses the mix)."""
    rng = random.Random(f"{game.id}/{seed}")
    opts = {o.key: rng.choice(o.choices_for(seats) or (o.default,)) for o in game.options}
    try:
        return game.resolve_options(opts, seats)
    except Exception:
        return None


def table_kinds(game, mixes=2):
    """(seats, options, playouts): the fewest and most seats with the defaults, and ``mixes``
    mixes of other options (at the most seats, then the fewest, in turn)."""
    out = [(game.min_seats, None, 4)]
    if game.max_seats != game.min_seats:
        out.append((game.max_seats, None, 4))
    for k in range(mixes):
        seats = (game.max_seats, game.min_seats)[k % 2]
        opts = variant_options(game, seats, k)
        if opts is not None:
            out.append((seats, opts, 2))
    return out


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_illegal_action_has_a_reason(game):
    sweep(game)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_illegal_action_has_a_reason_long(game):
    sweep(game, more=3, mixes=8)


def sweep(game, more=1, mixes=2):
    """The conformance sweep of one game (``more``: times as many playouts; ``mixes`` of
    options)."""
    checked = 0
    for seats, options, seeds in table_kinds(game, mixes):
        seeds *= more
        templates, others = _shapes(game, seats, 7, options)
        rng = random.Random(seats)
        for st in positions(game, seats, seeds, options=options):
            if st.over:
                v = st.view(0)
                r = game.why_illegal(v, Action("play"))
                assert r is not None and r.id == "reason.over"
                words_ok(r, v)
                continue
            me = st.to_move
            view = st.view(me)
            for a in view.legal:
                assert game.why_illegal(view, a) is None, (game.id, a)
            for a in candidates(view, templates, others, rng):
                if a in view.legal:
                    continue
                r = game.why_illegal(view, a)
                assert r is not None, (game.id, str(a))
                words_ok(r, view)
                check_truth(st, view, a, r)
                checked += 1
            # another seat, and a spectator: it is not their turn
            for who in ((me + 1) % st.seats, None):
                if who == me:
                    continue
                ov = st.view(who)
                for a in view.legal[:3]:
                    r = game.why_illegal(ov, a)
                    assert r is not None and r.id == "reason.not_your_turn" and r["who"].n == me
                    words_ok(r, ov)
                    check_truth(st, ov, a, r)
    assert checked > 20


# --- hand-built positions: Дурак --------------------------------------------------------
from tests.durak_helpers import A as DA, C as DC, position as durak_position  # noqa: E402


def why(state, seat, action):
    view = state.view(seat)
    r = state.game.why_illegal(view, action)
    if r is not None:
        words_ok(r, view)
    return r


def test_durak_beat_only_higher_same_suit_or_trump():
    s = durak_position("durak_podkidnoy", hands=["9S 7C", "7S 10C QH JS"], trump="H")
    s.apply(DA("attack", "9S"), 0)
    r = why(s, 1, DA("defend", "7S", index=0))
    assert r.id == "reason.durak.beat" and r["card"] == DC("7S")[0] and r["target"] == DC("9S")[0]
    assert r["trump"].id == "H"
    assert why(s, 1, DA("defend", "10C", index=0)).id == "reason.durak.beat"
    assert why(s, 1, DA("defend", "QH", index=0)) is None
    assert why(s, 1, DA("defend", "JS", index=0)) is None
    assert why(s, 0, DA("attack", "7C")).id == "reason.not_your_turn"
    assert why(s, 1, DA("defend", "9C", index=0)).id in ("reason.not_in_hand", "reason.not_in_hand_card")
    text = Wording("ru").render(why(s, 1, DA("defend", "7S", index=0)))
    assert "бить можно только старшей картой той же масти или козырем" in text


def test_durak_spades_only_by_spades_and_the_queen_of_spades():
    s = durak_position("durak_bubnovy", hands=["9S 7C", "7D 10S"], trump="D")
    s.apply(DA("attack", "9S"), 0)
    assert why(s, 1, DA("defend", "7D", index=0)).id == "reason.durak.spades_by_spades"
    assert why(s, 1, DA("defend", "10S", index=0)) is None
    s = durak_position("akulina", hands=["QS 7C", "AS 10S KS"], trump="D")
    s.apply(DA("attack", "QS"), 0)
    r = why(s, 0, DA("attack", "7C"))          # a lead of Акулина grows in one suit
    assert r.id == "reason.durak.lead_suit" and r["suit"].id == "S"
    s.apply(DA("done"), 0)
    r = why(s, 1, DA("defend", "KS", index=0))
    assert r.id == "reason.durak.unbeatable" and r["target"] == DC("QS")[0]


def test_durak_throw_in_only_ranks_on_the_table():
    s = durak_position("durak_podkidnoy", seats=3, hands=["7S KD 8C", "8S 6D 10C", "JC QC 7C"], trump="H")
    s.apply(DA("attack", "7S"), 0)
    s.apply(DA("defend", "8S", index=0), 1)
    assert s.pub.phase == "throw" and s.to_move == 0
    r = why(s, 0, DA("attack", "KD"))
    assert r.id == "reason.durak.throw_rank" and [w.id for w in r["ranks"]] == ["reason.rank.7", "reason.rank.8"]
    assert why(s, 0, DA("attack", "8C")) is None
    assert "Подкидывать можно только" in Wording("ru").render(r)


def test_durak_first_bout_five_and_the_defenders_cards():
    # the first bout, five cards on the table, the defender took: the attacker may add no more
    s = durak_position("durak_podkidnoy", bouts=1, hands=["6H 9H", "QD KD AD"], trump="H",
                       attack="6S 6C 6D 9D 9C", defence=list(DC("9S 7H 10D JD")) + [None],
                       phase="throw", taking=True)
    s.pub.poller = 0
    s.touch()
    assert s.to_move == 0 and [a.kind for a in s.legal_actions()] == ["pass"]
    r = why(s, 0, DA("attack", "9H"))
    assert r.id == "reason.durak.first_bout" and r["n"] == 5
    assert Wording("ru").render(r) == "В первом отбое не больше 5 карт"
    # a later bout: two unbeaten cards against a hand of two
    s = durak_position("durak_podkidnoy", hands=["7H 7D", "9S 6C"], trump="H", attack="7S 7C",
                       phase="throw", taking=True)
    s.pub.poller = 0
    s.touch()
    r = why(s, 0, DA("attack", "7H"))
    assert r.id == "reason.durak.defender_cards" and r["n"] == 2


def test_durak_transfer_only_with_the_same_rank():
    s = durak_position("durak_perevodnoy", seats=3, hands=["9S 7C", "9C 10C QS", "JC QC 7H"], trump="H")
    s.apply(DA("attack", "9S"), 0)
    r = why(s, 1, DA("transfer", "10C"))
    assert r.id == "reason.durak.transfer_rank" and r["rank"].id == "reason.rank.9"
    assert why(s, 1, DA("transfer", "9C")) is None
    s.apply(DA("defend", "QS", index=0), 1)
    if s.to_move == 1:
        assert why(s, 1, DA("transfer", "9C")).id == "reason.durak.transfer_beaten"


# --- hand-built positions: Лентюрлю, Комета ----------------------------------------------
def test_run_needs_the_next_rank():
    from tests.test_lenturlu import make, play
    s = make(hands=("6C 7D QH", "2C", "3C", "4C"), run="JH")
    r = why(s, 0, play("7D"))
    assert r.id == "reason.run.need" and r["rank"].id == "reason.rank.12" and r["card"] == Card.parse("7D")
    assert Wording("ru").render(r) == "7♦ сюда не идёт: нужна дама"
    assert Wording("en").render(r) == "7♦ does not fit: the run needs a queen"
    assert why(s, 0, play("QH")) is None


def test_kometa_no_pass_while_holding_the_needed_card():
    from tests.test_kometa import K, cards, play, position
    s = position(K, 2, [cards("7H 8D 8H 10D"), cards("9D 9H 2H")])
    play(s, "7H")
    r = why(s, 0, Action("pass"))
    assert r.id == "reason.run.must_play" and r["rank"].id == "reason.rank.8"
    assert Wording("ru").render(r) == "Пасовать нельзя: у вас есть восьмёрка"
    r = why(s, 0, Action("play", (Card.parse("10D"),)))
    assert r.id == "reason.run.need" and Wording("ru").render(r).endswith("нужна восьмёрка")


# --- hand-built positions: Ворона, «Стушевываюсь», Свинки, Приём -------------------------
def test_vorona_same_suit_or_a_spade():
    from tests.test_shedding_rules import vorona_at
    s = vorona_at(3, {0: "7H 9D 6S KC"}, "8H", 0)
    r = why(s, 0, Action("play", (Card.parse("9D"),)))
    assert r.id == "reason.vorona.suit" and r["top"] == Card.parse("8H") and r["suit"].id == "H"
    assert Wording("ru").render(r) == "На 8♥ кладут карту той же масти или пику"
    assert why(s, 0, Action("take")).id == "reason.vorona.must_play"
    assert why(s, 0, Action("play", (Card.parse("6S"),))) is None


def test_stushevyvayus_follow_suit():
    from tests.test_shedding_rules import stush_at
    s = stush_at({0: "7H 9D", 1: "8C", 2: "9C", 3: "10C"}, suit="H")
    r = why(s, 0, Action("play", (Card.parse("9D"),)))
    assert r.id == "reason.shed.follow" and r["suit"].id == "H"
    assert why(s, 0, Action("pass")).id == "reason.shed.must_follow"


def test_svinki_the_pig_takes_the_next_of_its_suit():
    from tests.test_shedding_rules import svinki_at
    s = svinki_at(4, {0: "KD", 1: "9H", 2: "QC", 3: "9C"}, "6S", "8D")
    s.apply(Action("draw"))
    assert s.to_move == 0 and s.pub.phase == "place"
    r = why(s, 0, Action("place", (Card.parse("8D"),), "pig"))
    assert r.id == "reason.svinki.pig_next" and r["rank"].id == "reason.rank.7" and r["suit"].id == "S"
    assert Wording("ru").render(r) == "На «свинью» — только следующая: семёрка пик"
    assert why(s, 0, Action("place", (Card.parse("8D"),), "shop2")).id == "reason.svinki.neighbours"
    assert why(s, 0, Action("place", (Card.parse("8D"),), "shop3")) is None


def test_priyom_draw_only_with_an_empty_hand():
    g = __import__("rules").get_game("priyom")
    s = g.start(3, 5)
    rng = random.Random(5)
    while not s.view(s.to_move).zone(f"hand{s.to_move}").size:
        s.apply(rng.choice(s.legal_actions()))
    me = s.to_move
    v = s.view(me)
    r = why(s, me, Action("draw", zone="ring", index=v.zone("ring").positions[0]))
    assert r.id == "reason.priyom.hand_first" and r["n"] == v.zone(f"hand{me}").size
    assert why(s, me, v.legal[0]) is None


# --- hand-built positions: взятки ----------------------------------------------------------
def test_mushka_follow_suit_and_the_trump_king():
    from tests.test_mushka import play as mplay, rig as mrig
    s = mrig(["7C 8C", "9C 7H", "7D 8H"], trump="H")
    mplay(s, "7C")
    r = why(s, 1, Action("play", (Card.parse("7H"),)))
    assert r.id == "reason.trick.follow" and r["suit"].id == "C"
    assert Wording("ru").render(r) == "Нужно ходить в масть: ♣ трефы"
    mplay(s, "9C")
    assert why(s, 2, Action("play", (Card.parse("7D"),))) is None       # void: trumping is optional
    s = mrig(["7C 8C", "KH 7H", "9C 8H"], trump="H", options={"trump_king_rule": True})
    mplay(s, "7C")
    r = why(s, 1, Action("play", (Card.parse("7H"),)))
    assert r.id == "reason.trick.trump_king" and r["card"] == Card.parse("KH")


def test_king_lead_restrictions():
    from tests.test_king import G as KG, play as kplay, rig as krig
    s = krig(KG.start(4, 1), [["7H", "8H", "7S"], ["9S", "10S", "JS"], ["QS", "KS", "AS"], ["8S", "9H", "10H"]],
             "hearts")
    assert why(s, 0, Action("play", (Card.parse("7H"),))).id == "reason.king.no_hearts_lead"
    s = krig(KG.start(4, 1), [["7S", "8D"], ["KH", "9D"], ["QS", "10D"], ["8S", "9H"]], "king")
    kplay(s, "7S")
    r = why(s, 1, Action("play", (Card.parse("9D"),)))
    assert r.id == "reason.king.king_hearts" and r["card"] == Card.parse("KH")


def test_napoleon_must_trump_and_bid_higher():
    g = __import__("rules").get_game("napoleon")
    found = {}
    for seed in range(40):
        s = g.start(4, seed)
        rng = random.Random(seed)
        while not s.over and len(found) < 2:
            v = s.view(s.to_move)
            pub = v.public
            if pub["phase"] == "bid" and pub["high"] and "bid" not in found:
                r = why(s, s.to_move, Action("bid", value=pub["high"]))
                assert r.id == "reason.napoleon.bid_higher" and r["n"] == pub["high"]
                found["bid"] = r
            if pub["phase"] == "play" and pub["led"] and "trump" not in found:
                plays = [a.card for a in v.legal if a.kind == "play"]
                mine = v.zone(f"hand{s.to_move}").cards
                if plays and all(c.suit == pub["trump"] for c in plays) and pub["led"] != pub["trump"]:
                    other = [c for c in mine if c.suit != pub["trump"]]
                    if other:
                        r = why(s, s.to_move, Action("play", (other[0],)))
                        assert r.id == "reason.trick.must_trump" and r["trump"].id == pub["trump"]
                        found["trump"] = r
            s.apply(rng.choice(s.legal_actions()))
        if len(found) == 2:
            break
    assert set(found) == {"bid", "trump"}


# --- hand-built positions: Наваленный, Московский, Свои козыри ------------------------------
def test_chain_cover_with_ones_own_trump_and_no_take_while_one_beats():
    from tests.test_durak_chain import MOS, SVOI, build
    s = build(SVOI, 3, hands=("7D", "6C 9H QS 8D", "6S"), centre="10D", current=1, own=("H", "C", "S"))
    r = why(s, 1, Action("cover", (Card.parse("9H"),)))       # hearts are seat 0's trump, plain to him
    assert r.id == "reason.durak.beat" and r["trump"].id == "C" and r["target"] == Card.parse("10D")
    assert why(s, 1, Action("cover", (Card.parse("6C"),))) is None
    s = build(MOS, 3, {"mode": "hand"}, hands=("7D", "8D 6S", "9S"), centre="7D", current=1)
    assert why(s, 1, Action("take")).id == "reason.chain.must_beat"
    assert why(s, 1, Action("cover", (Card.parse("6S"),))).id == "reason.durak.beat"


# --- «Шиф-шоф-шум», «Я умираю», «Веришь» 2, Мушка's exchange: found in seeded games -------------
def _find(gid, seats, pred, tries=30, options=None):
    """The first position of a seeded random game where ``pred(state, view)`` holds."""
    g = __import__("rules").get_game(gid)
    for seed in range(tries):
        s = g.start(seats, seed, options)
        rng = random.Random(seed)
        while not s.over:
            v = s.view(s.to_move)
            if pred(s, v):
                return s, v
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError(f"no such position in {gid}")


def test_shif_same_rank_and_no_pass_while_holding_it():
    def pred(s, v):
        p = v.public
        hand = v.zone(f"hand{v.seat}").cards
        return p["count"] and not p["offer"] and any(c.rank == p["rank"] for c in hand) \
            and any(c.rank != p["rank"] for c in hand)
    s, v = _find("shif_shof_shum", 5, pred)
    rank = v.public["rank"]
    other = next(c for c in v.zone(f"hand{v.seat}").cards if c.rank != rank)
    r = why(s, v.seat, Action("play", (other,)))
    assert r.id == "reason.shif.same_rank" and r["rank"].id == f"reason.rank.{rank}"
    assert why(s, v.seat, Action("pass")).id == "reason.shif.must_play"


def test_verish_the_rank_claimed_stays():
    s, v = _find("verish_2", 3, lambda s, v: v.public["rank"] is not None and v.public["open"])
    rank = v.public["rank"]
    r = why(s, v.seat, Action("claim", value=6 if rank != 6 else 7))
    assert r.id == "reason.verish.same_rank" and r["rank"].id == f"reason.rank.{rank}"


def test_ya_umirayu_the_card_called_for():
    s, v = _find("ya_umirayu", 3, lambda s, v: v.public.get("need") is not None
                 and len(v.zone(f"hand{v.seat}").cards) > 1)
    need = v.public["need"]
    other = next(c for c in v.zone(f"hand{v.seat}").cards if c != need)
    r = why(s, v.seat, Action("play", (other,)))
    assert r.id == "reason.ya.need" and r["card"] == need


def test_mushka_buy_as_many_as_thrown():
    s, v = _find("mushka", 3, lambda s, v: v.public["phase"] == "exchange" and v.public["thrown"] == 0
                 and any(a.kind == "throw" for a in v.legal))
    throw = next(a for a in v.legal if a.kind == "throw")
    s.apply(throw)
    r = why(s, v.seat, Action("buy", value=3))
    assert r.id == "reason.mushka.buy_thrown" and r["n"] == 1
    assert why(s, v.seat, Action("pass")).id == "reason.mushka.no_pass_thrown"


def test_lenturlu_the_first_lead_of_a_deal():
    s, v = _find("lenturlu", 4, lambda s, v: v.public["first_lead_ranks"] and v.public["leading"]
                 and any(c.rank not in v.public["first_lead_ranks"] for c in v.zone(f"hand{v.seat}").cards),
                 options={"first_lead_ace": True})
    ranks = v.public["first_lead_ranks"]
    other = next(c for c in v.zone(f"hand{v.seat}").cards if c.rank not in ranks)
    r = why(s, v.seat, Action("play", (other,)))
    assert r.id == "reason.run.first_lead" and [w.id for w in r["ranks"]] == [f"reason.rank.{k}" for k in ranks]
    assert Wording("ru").render(r).startswith("Сдачу начинают с ")


def test_svoi_kozyri_a_suit_named_already():
    s, v = _find("svoi_kozyri", 3, lambda s, v: v.public["phase"] == "name"
                 and any(t is not None for t in v.public["own_trumps"] or ()))
    taken = next(t for t in v.public["own_trumps"] if t is not None)
    r = why(s, v.seat, Action("name", value=taken))
    assert r.id == "reason.chain.suit_taken" and r["suit"].id == taken


def test_svinki_the_drawn_card_is_the_one_placed():
    from tests.test_shedding_rules import svinki_at
    s = svinki_at(4, {0: "KD", 1: "9H", 2: "QC", 3: "9C"}, "6S", "8D", reserves={0: "5H"})
    s.apply(Action("draw"))
    assert s.pub.phase == "place" and s.to_move == 0
    r = why(s, 0, Action("place", (Card.parse("5H"),), "shop1"))
    assert r.id == "reason.svinki.drawn_only" and r["card"] == Card.parse("8D")


def test_durak_prostoy_a_lead_of_one_three_or_five():
    s = durak_position("durak_prostoy", hands=["6S 6C 7D 9H KS", "10D JD QD KD AD"], trump="H")
    s.apply(DA("attack", "7D"), 0)
    assert s.to_move == 0 and DA("attack", "6S 6C") in s.legal_actions()
    r = why(s, 0, DA("attack", "9H KS"))
    assert r.id == "reason.durak.pattern"
    assert why(s, 0, DA("attack", "9H")).id == "reason.card_count"
