"""The calling games (rules/games/calls/): «Я — умираю — от любви — к Вам» and «Шиф, шоф, шум»,
rule by rule on hand-built positions, plus seeded playouts for the invariants (the long run
is marked slow)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from app.wording import Wording
from rules import get_game
from rules.actions import Action
from rules.cards import Card
from rules.chips import POT
from rules.errors import IllegalAction, WrongSeat
from runs import count

YA = get_game("ya_umirayu")
SHIF = get_game("shif_shof_shum")
C = Card.parse


def cards(codes: str) -> list:
    return [C(x) for x in codes.split()]


def arrange(state, hands: dict, table=(), discard=()) -> None:
    """Lay the given hands (seat -> codes) and piles; every other card goes aside."""
    used = set()
    for name in state.zones:
        state.zones[name].clear()
    state.known = {}
    for s, codes in hands.items():
        state.zones[f"hand{s}"].extend(cards(codes))
        used |= set(cards(codes))
    for name, codes in (("table", table), ("discard", discard)):
        if codes:
            state.zones[name].extend(cards(codes))
            used |= set(cards(codes))
    state.zones["aside"].extend(c for c in state.deck if c not in used)


def say(game, events, lang="ru") -> list:
    return Wording(lang, names=["Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зиновий", "Ирина",
                                "Кирилл"]).lines(game.describe(events))


def bubble_words(game, events, lang="ru") -> list:
    w = Wording(lang, names=["Анна", "Борис", "Вера", "Глеб", "Дарья"])
    return [w.render(b) for e in events if (b := game.bubble(e)) is not None]


# ============================================================ «Я — умираю — от любви — к Вам»
def ya(seats=4, dealer=0, **opts):
    return YA.start(seats, 1, dict(opts, dealer=dealer))


def test_ya_deals_everything_equally_and_the_dealer_leads():
    for seats, size in ((2, 36), (3, 36), (4, 36), (5, 52), (8, 52)):
        s = YA.start(seats, 7, {"dealer": 1})
        per = size // seats
        assert all(len(s.hand(k)) == per for k in range(seats))
        assert len(s.zones["aside"]) == size - per * seats
        assert s.to_move == 1 and len(s.legal_actions()) == per


def test_ya_an_out_of_turn_umirayu_by_a_player_who_is_not_next():
    s = ya(4, dealer=0)
    arrange(s, {0: "7H 2C", 1: "3C 4C", 2: "8H 9H 5C", 3: "10H 6C"})
    s.pub.lead = 0
    ev = s.apply(Action("play", (C("7H"),)), 0)
    # seat 2 — not seat 1, who sits next — must lay 8♥ now: the table calls on him
    assert s.to_move == 2 and s.legal_actions() == [Action("play", (C("8H"),))]
    call = [e for e in ev if e.what == "call_on"][0]
    assert call.seat == 2 and call.cards == (C("8H"),) and call.visible_to is None
    assert C("8H") in s.view(1).hand(2).known            # everyone now knows where 8♥ is
    assert bubble_words(YA, ev) == ["Я"]
    assert "Анна ходит 7♥: «Я»" in say(YA, ev)
    with pytest.raises(WrongSeat):
        s.apply(Action("play", (C("8H"),)), 1)
    ev = s.apply(Action("play", (C("8H"),)), 2)
    assert bubble_words(YA, ev) == ["Умираю!"] and bubble_words(YA, ev, "en") == ["Am dying!"]
    assert "Вера кладёт 8♥: «Умираю!»" in say(YA, ev)
    # the same player again: 9♥ is his too
    assert s.to_move == 2
    ev = s.apply(Action("play", (C("9H"),)), 2)
    assert bubble_words(YA, ev) == ["От любви"]
    assert s.to_move == 3                                   # 10♥: «К Вам»
    ev = s.apply(Action("play", (C("10H"),)), 3)
    assert bubble_words(YA, ev) == ["К Вам"]
    kinds = [e.what for e in ev]
    assert "set_done" in kinds and s.zones["discard"] == cards("7H 8H 9H 10H") and not s.zones["table"]
    assert s.to_move == 3 and s.pub.need is None           # the «К Вам» player leads


def test_ya_the_k_vam_player_without_cards_hands_the_lead_to_his_left():
    s = ya(4, dealer=0)
    arrange(s, {0: "7H 2C", 1: "8H 3C", 2: "9H 5C", 3: "10H 6C 7C"})
    s.pub.lead = 1
    s.apply(Action("play", (C("8H"),)), 1)       # «Я» 8♥; 9♥ seat 2, 10♥ seat 3, J♥ set aside
    s.apply(Action("play", (C("9H"),)), 2)
    ev = s.apply(Action("play", (C("10H"),)), 3)
    assert [e.what for e in ev if e.what in ("missing", "set_void")] == ["missing", "set_void"]
    assert C("JH") in s.view(0).zone("aside").known
    assert s.to_move == 1                       # incomplete: the «Я» player leads again
    assert any("вне игры" in line for line in say(YA, ev))


def test_ya_an_incomplete_set_above_the_ace_goes_out_and_the_ya_player_leads_again():
    s = ya(3, dealer=2)
    arrange(s, {0: "AS 6C", 1: "2D 3D", 2: "KS 7C 8C"})
    s.pub.lead = 2
    s.apply(Action("play", (C("KS"),)), 2)
    assert s.to_move == 0                        # Т♠ is seat 0's
    ev = s.apply(Action("play", (C("AS"),)), 0)
    void = [e for e in ev if e.what == "set_void"][0]
    assert void.get("why") == "top" and void.get("complete") is False
    assert s.zones["discard"] == cards("KS AS") and s.to_move == 2
    assert "Выше туза карт нет — набор неполный, карты в снос" in say(YA, ev)


def test_ya_the_last_holding_cards_pays_each_other_player():
    s = ya(3, dealer=0, stake=2)
    arrange(s, {0: "7H", 1: "8H 2C", 2: "9H 10H 3C"})
    s.pub.lead = 0
    before = s.ledger.total()
    s.apply(Action("play", (C("7H"),)), 0)      # seat 0 is out
    s.apply(Action("play", (C("8H"),)), 1)
    s.apply(Action("play", (C("9H"),)), 2)
    ev = s.apply(Action("play", (C("10H"),)), 2)
    assert not s.over and s.to_move == 2        # the «К Вам» player leads: 3♣
    ev = s.apply(Action("play", (C("3C"),)), 2)
    # 4♣ is aside: incomplete; seat 2 is out too — only seat 1 holds cards
    assert s.over and s.to_move is None
    pays = [e for e in ev if e.what == "chips"]
    assert [(e.get("from"), e.get("to"), e.get("amount")) for e in pays] == [
        ("player:1", "player:2", 2), ("player:1", "player:0", 2)]
    r = s.result()
    assert r.losers == (1,) and r.placings == (1, 3, 1) and r.chips == (2, -4, 2) and sum(r.chips) == 0
    assert s.ledger.total() == before
    assert "Борис — последний с картами" in say(YA, ev)
    assert "Борис платит Вере 2 фишки" in say(YA, ev)


def test_ya_illegal_input_is_refused_and_changes_nothing():
    s = ya(4, dealer=0)
    arrange(s, {0: "7H 2C", 1: "3C 4C", 2: "8H 9H 5C", 3: "10H 6C"})
    s.pub.lead = 0
    s.apply(Action("play", (C("7H"),)), 0)
    view = s.view(2)
    for bad in (Action("play", (C("5C"),)), Action("play", (C("8H"), C("9H"))), Action("pass"),
                Action("play", (C("8H"),), value=1)):
        with pytest.raises(IllegalAction, match="not a legal action"):
            s.apply(bad)
        assert s.view(2) == view


# ============================================================ «Шиф, шоф, шум»
def shif(seats=5, **opts):
    s = SHIF.start(seats, 3, opts)
    return s


def test_shif_the_deal_by_seats():
    for seats, size, each in ((5, 32, 6), (6, 32, 5), (7, 52, 7), (8, 52, 6), (10, 52, 5)):
        s = SHIF.start(seats, 2)
        assert len(s.deck) == size and all(len(s.hand(k)) == each for k in range(seats))
        assert s.to_move == (s.pub.dealer + 1) % seats
    s = SHIF.start(5, 2, {"cards_per_player": 8})          # 8 × 5 > 32: as many as fit
    assert all(len(s.hand(k)) == 6 for k in range(5))


def test_shif_shof_shum_the_previous_player_pays_1_2_3():
    s = shif(5)
    arrange(s, {0: "8S 9S", 1: "7S 10S", 2: "7C JS", 3: "7H QS", 4: "7D KS"})
    s.pub.turn = 1
    s.apply(Action("play", (C("7S"),)), 1)
    ev = s.apply(Action("play", (C("7C"),)), 2)
    assert bubble_words(SHIF, ev) == ["Шиф! Борис платит 1"]
    assert bubble_words(SHIF, ev, "en") == ["Shif! Борис pays 1"]
    assert "Вера кладёт 7♣: «Шиф!» — Борис платит в кон 1 фишку" in say(SHIF, ev)
    ev = s.apply(Action("play", (C("7H"),)), 3)
    assert bubble_words(SHIF, ev) == ["Шоф! Вера платит 2"]
    ev = s.apply(Action("play", (C("7D"),)), 4)
    assert bubble_words(SHIF, ev) == ["Шум! Глеб платит 3"]
    assert s.pub.chips == (5, 4, 3, 2, 5) and s.pub.pot == 6 and s.ledger.total() == 25
    assert not s.zones["table"] and s.to_move == 0          # after «Шум» the next leads afresh


def test_shif_matching_is_compulsory_and_a_pass_gives_the_lead_to_the_next():
    s = shif(5)
    arrange(s, {0: "8S 9S", 1: "7S 10S", 2: "7C JS", 3: "QH QS", 4: "7D KS"})
    s.pub.turn = 1
    s.apply(Action("play", (C("7S"),)), 1)
    assert s.legal_actions() == [Action("play", (C("7C"),))]
    with pytest.raises(IllegalAction):
        s.apply(Action("play", (C("JS"),)), 2)
    s.apply(Action("play", (C("7C"),)), 2)
    assert s.legal_actions() == [Action("pass")]          # seat 3 has no seven
    ev = s.apply(Action("pass"), 3)
    assert bubble_words(SHIF, ev) == ["Пас"]
    assert s.to_move == 4 and s.pub.count == 0 and s.zones["discard"] == cards("7S 7C")
    assert C("7D") in s.view(0).constraints["not_in"]["hand3"]   # known: no seven in seat 3's hand
    assert len(s.legal_actions()) == 2                      # any card


def _duel(rule="after_shif"):
    s = shif(5, duel_self_shof=rule)
    arrange(s, {0: "7S 9S 2C", 1: "7C 9C 9H 3C"})
    for k in (2, 3, 4):                 # three have left the table: their chips to the pot
        s.ledger.transfer(f"player:{k}", POT, 5)
    s.pub.active, s.pub.left = (0, 1), (2, 3, 4)
    s.pub.turn = 0
    return s


def test_shif_the_two_player_rule_the_shif_scorer_leads_again_and_may_self_shof():
    s = _duel()
    s.apply(Action("play", (C("7S"),)), 0)
    ev = s.apply(Action("play", (C("7C"),)), 1)        # «Шиф»: seat 0 pays 1
    assert s.pub.chips[:2] == (4, 5)
    assert s.to_move == 1 and s.pub.privilege == 1    # he may lead again
    s.apply(Action("play", (C("9C"),)), 1)
    # seat 0 has 9♠: he must match — «Шиф», seat 1 pays
    assert s.legal_actions() == [Action("play", (C("9S"),))]
    s2 = _duel()
    arrange(s2, {0: "7S 2C 2D", 1: "7C 9C 9H 3C"})
    s2.apply(Action("play", (C("7S"),)), 0)
    s2.apply(Action("play", (C("7C"),)), 1)
    s2.apply(Action("play", (C("9C"),)), 1)
    s2.apply(Action("pass"), 0)                        # no nine: the leader may «шоф» himself
    assert s2.to_move == 1 and Action("shof", (C("9H"),)) in s2.legal_actions()
    ev = s2.apply(Action("shof", (C("9H"),)), 1)
    assert bubble_words(SHIF, ev) == ["Шоф! Анна платит 2"]
    assert s2.pub.chips[:2] == (2, 5) and s2.to_move == 0


def test_shif_the_two_player_rule_is_a_right_the_scorer_may_let_play_go_on():
    """«получивший „шиф“ имеет право выйти еще раз»: a right, not a duty. Declined, the play goes
    on by the ordinary rules: the opponent, holding the rank, must «шоф» (the scorer pays 2)."""
    s = _duel()
    arrange(s, {0: "7S 7H 2C", 1: "7C 9C 9H 3C"})
    s.apply(Action("play", (C("7S"),)), 0)
    s.apply(Action("play", (C("7C"),)), 1)              # «Шиф»: seat 0 pays 1
    assert s.to_move == 1 and s.pub.again
    legal = s.legal_actions()
    assert Action("go_on") in legal and Action("play", (C("3C"),)) in legal
    ev = s.apply(Action("go_on"), 1)
    assert "Борис не ходит ещё раз — игра идёт дальше" in say(SHIF, ev)
    assert s.to_move == 0 and s.pub.count == 2 and s.legal_actions() == [Action("play", (C("7H"),))]
    ev = s.apply(Action("play", (C("7H"),)), 0)          # «Шоф»: seat 1 pays 2
    assert bubble_words(SHIF, ev) == ["Шоф! Борис платит 2"]
    assert s.pub.chips[:2] == (4, 3)
    # used, the right closes the table: the opponent can no longer «шоф» on that rank
    s2 = _duel()
    arrange(s2, {0: "7S 7H 2C", 1: "7C 9C 9H 3C"})
    s2.apply(Action("play", (C("7S"),)), 0)
    s2.apply(Action("play", (C("7C"),)), 1)
    ev = s2.apply(Action("play", (C("9C"),)), 1)
    assert "Борис ходит ещё раз: 9♣" in say(SHIF, ev)
    assert s2.pub.count == 1 and s2.zones["discard"] == cards("7S 7C") and s2.to_move == 0


def test_shif_without_the_two_player_rule_the_opponent_goes_on():
    s = _duel("off")
    s.apply(Action("play", (C("7S"),)), 0)
    s.apply(Action("play", (C("7C"),)), 1)
    assert s.to_move == 0 and s.pub.count == 2 and s.legal_actions() == [Action("pass")]
    s.apply(Action("pass"), 0)
    assert not any(a.kind == "shof" for a in s.legal_actions())


def test_shif_elimination_and_the_winner_takes_the_pot():
    s = shif(5)
    arrange(s, {0: "8S 9S", 1: "7S 10S", 2: "7C JS", 3: "7H QS", 4: "KD KS"})
    s.ledger.transfer("player:2", "player:0", 4)      # seat 2 holds 1 chip
    s.pub.turn = 1
    s.apply(Action("play", (C("7S"),)), 1)
    s.apply(Action("play", (C("7C"),)), 2)
    ev = s.apply(Action("play", (C("7H"),)), 3)        # «Шоф»: seat 2 owes 2, has 1 — and is out
    kinds = [e.what for e in ev]
    assert "leave" in kinds and "set_aside" in kinds
    assert s.pub.active == (0, 1, 3, 4) and s.pub.left == (2,) and not s.hand(2)
    assert "Вера без фишек — выбывает" in say(SHIF, ev)
    assert s.to_move == 4 and s.legal_actions() == [Action("pass")]
    # the rest leave one by one: the last with chips wins and takes the pot
    for k in (1, 3, 4):
        s.ledger.transfer(f"player:{k}", POT, s.ledger.stacks[k] - (1 if k == 4 else 0))
    arrange(s, {0: "8S 9S", 4: "8C"})
    s.pub.active, s.pub.left = (0, 4), (2, 1, 3)
    s.pub.turn, s.pub.count, s.pub.rank = 4, 0, None
    s.apply(Action("play", (C("8C"),)), 4)
    ev = s.apply(Action("play", (C("8S"),)), 0)        # «Шиф»: seat 4 pays his last chip
    assert s.over and s.pub.winner == 0
    r = s.result()
    assert r.placings[0] == 1 and r.placings[4] == 2 and r.placings[2] == 5
    assert r.chips[0] == 20 and sum(r.chips) == 0 and s.ledger.pot == 0
    assert "Побеждает Анна" in say(SHIF, ev)


def test_shif_a_leader_without_cards_ends_the_hand_and_the_deal_moves_left():
    s = shif(5)
    dealer = s.pub.dealer
    arrange(s, {0: "8S", 1: "7S", 2: "9C", 3: "10H", 4: "JD"})
    s.pub.turn = 1
    s.apply(Action("play", (C("7S"),)), 1)
    nxt = 2
    ev = s.apply(Action("pass"), nxt)       # seat 3 leads 10♥ ...
    s.apply(Action("play", (C("10H"),)), 3)
    s.apply(Action("pass"), 4)
    # seat 0 leads 8♠, seat 1 (empty) passes, seat 2 leads 9♣, seat 3 (empty) passes → seat 4 leads J♦
    s.apply(Action("play", (C("8S"),)), 0)
    s.apply(Action("pass"), 1)
    s.apply(Action("play", (C("9C"),)), 2)
    s.apply(Action("pass"), 3)
    s.apply(Action("play", (C("JD"),)), 4)
    s.apply(Action("pass"), 0)
    assert s.to_move == 1 and s.legal_actions() == [Action("pass")]   # he should lead, and has nothing
    ev = s.apply(Action("pass"), 1)        # the hand ends: a new deal
    assert any(e.what == "new_deal" for e in ev) and "Борис: ходить нечем — сдача окончена" in say(SHIF, ev)
    assert s.pub.dealer == (dealer + 1) % 5 and s.pub.hand_no == 2
    assert all(len(s.hand(k)) == 6 for k in range(5))
    assert Counter(c for z in s.zones.values() for c in z) == Counter(s.deck)


# ============================================================ seeded playouts
def _play(game, seats, seed, opts=None, mode="mixed"):
    s = game.start(seats, seed, opts or {})
    rng = random.Random(seed)
    total = s.ledger.total()
    n = 0
    while not s.over:
        v = s.view(s.to_move)
        a = game.rule_policy(v, rng) if (mode == "rule" or (mode == "mixed" and n % 3)) else rng.choice(v.legal)
        s.apply(a, s.to_move)
        n += 1
        assert s.ledger.total() == total
        assert Counter(c for z in s.zones.values() for c in z if c is not None) == Counter(s.deck)
    r = s.result()
    assert sum(r.chips) == 0 and r.placings.count(1) >= 1
    return s


@pytest.mark.parametrize("seats", [2, 3, 5, 8])
def test_ya_playouts_end_conserve_and_replay(seats):
    for seed in range(25):
        a = _play(YA, seats, seed)
        b = _play(YA, seats, seed)
        assert a.history == b.history and a.result() == b.result()


@pytest.mark.parametrize("seats", [5, 7, 10])
def test_shif_playouts_end_conserve_and_replay(seats):
    for seed in range(4):
        a = _play(SHIF, seats, seed, {"ante": seed % 2, "duel_self_shof": ("after_shif", "any_lead", "off")[seed % 3]})
        b = _play(SHIF, seats, seed, {"ante": seed % 2, "duel_self_shof": ("after_shif", "any_lead", "off")[seed % 3]})
        assert a.history == b.history and a.result() == b.result()
        assert len(a.pub.left) == seats - 1 or a.pub.limit


@pytest.mark.slow
@pytest.mark.parametrize("game,seats", [(YA, n) for n in range(2, 9)] + [(SHIF, n) for n in range(5, 11)],
                         ids=[f"ya_umirayu-{n}" for n in range(2, 9)] + [f"shif_shof_shum-{n}" for n in range(5, 11)])
def test_many_seeded_games_per_option_set(game, seats):
    """≥ 2,000 bots-only games per id and option set over the seat counts (slow)."""
    rng = random.Random(game.id + str(seats))
    per = count(2000) // (7 if game is YA else 6) + 1
    sets = ([{"deck": d} for d in ("auto", 36, 52)] if game is YA else
            [{"duel_self_shof": r, "ante": a} for r in ("after_shif", "any_lead", "off") for a in (0, 1)])
    for opts in sets:
        for _ in range(per):
            _play(game, seats, rng.randrange(2 ** 31), opts, mode=rng.choice(("rule", "mixed", "random")))
