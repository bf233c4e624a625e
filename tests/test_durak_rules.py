"""The durak family, rule by rule, on hand-built positions (catalogue Part A, A0–A7)."""
import random
import subprocess
from collections import Counter
import sys

import pytest

from rules import Action, IllegalAction, WrongSeat, get_game, record
from rules.cards import deck
from rules.errors import BadOption
from rules.games.durak.engine import DurakState
from app.wording import label, say

from durak_helpers import A, C, hands, position

IDS = ("durak_podkidnoy", "durak_perevodnoy", "durak_prostoy", "durak_slepoy", "durak_bubnovy",
       "akulina", "verish_1")


def legal(s):
    return set(s.legal_actions())


# --- beating -----------------------------------------------------------------------
def test_covering_rules():
    s = position("durak_podkidnoy", hands=["7S", "8S"], trump="H")
    c = dict(zip("7S 6S 8S 6H 7H 8C".split(), C("7S 6S 8S 6H 7H 8C")))
    assert s.beats(c["8S"], c["7S"])          # higher of the same suit
    assert not s.beats(c["6S"], c["7S"])      # lower of the same suit
    assert s.beats(c["6H"], c["7S"])          # any trump beats a non-trump
    assert not s.beats(c["7S"], c["6H"])      # a non-trump never beats a trump
    assert s.beats(c["7H"], c["6H"])          # a trump only by a higher trump
    assert not s.beats(c["6H"], c["7H"])
    assert not s.beats(c["8C"], c["7S"])      # another plain suit does not beat


def test_defender_may_beat_only_with_beating_cards_or_take():
    s = position("durak_podkidnoy", hands=["7S 9C", "8S 6H 6C KD"], trump="H")
    s.apply(A("attack", "7S"), 0)
    assert s.to_move == 1
    assert legal(s) == {A("defend", "8S", index=0), A("defend", "6H", index=0), A("take")}


# --- throw-ins ---------------------------------------------------------------------
def test_throw_in_ranks_on_the_table_attacker_first_then_clockwise():
    s = position("durak_podkidnoy", seats=3, hands=["7S 7C 8H 9C", "8S 6H QC KD AC", "7D 10C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.pub.phase == "throw" and s.to_move == 0        # the main attacker is asked first
    assert legal(s) == {A("attack", "7C"), A("attack", "8H"), A("bito")}   # ranks 7 and 8 only
    s.apply(A("bito"), 0)
    assert s.to_move == 2                               # then the others clockwise
    assert legal(s) == {A("attack", "7D"), A("pass")}
    s.apply(A("attack", "7D"), 2)
    assert s.to_move == 1 and s.pub.phase == "defend"
    s.apply(A("defend", "6H", index=1), 1)              # trumped
    assert s.to_move == 0                               # a new card: everyone is asked again
    s.apply(A("bito"), 0)
    s.apply(A("pass"), 2)
    assert s.zones["discard"] and len(s.zones["discard"]) == 4 and s.pub.attacker_seat == 1   # бито: the defender attacks


def test_throw_in_limited_by_defender_hand():
    s = position("durak_podkidnoy", hands=["7S 7C 7H 7D 8S", "9S 6C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("take"), 1)
    assert s.to_move == 0 and A("attack", "7C") in legal(s)
    s.apply(A("attack", "7C"), 0)
    # Two unbeaten cards against a hand of two: no room for a third.
    assert s.pub.phase == "lead" and sorted(c.code for c in s.zones["hand1"]) == sorted("9S 6C 7S 7C".split())
    assert s.pub.attacker_seat == 0      # the taker lost his turn (two players: the attacker goes again)


@pytest.mark.parametrize("first_limit,bouts,max_cards", [(5, 1, 5), (6, 1, 6), (5, 3, 6)])
def test_bout_limits(first_limit, bouts, max_cards):
    s = position("durak_podkidnoy", opts={"first_bout_limit": first_limit}, bouts=bouts,
                 hands=["6S 6C 6H 6D 9C 9H 9D", "9S 10D JD QD KD AD 7H 8H"], trump="H")
    s.apply(A("attack", "6S"), 0)
    s.apply(A("defend", "9S", index=0), 1)
    s.apply(A("attack", "6C"), 0)
    s.apply(A("take"), 1)
    thrown = 2
    for code in ("6H", "6D", "9C", "9H", "9D"):
        if s.pub.phase != "throw":
            break
        s.apply(A("attack", code), 0)
        thrown += 1
    assert thrown == max_cards


def test_no_throw_in_after_take_when_the_option_is_off():
    s = position("durak_podkidnoy", opts={"throw_in_after_take": False},
                 hands=["7S 7C", "9D 6C 10C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("take"), 1)
    assert s.pub.phase == "lead" and len(s.zones["hand1"]) == 4


def test_take_takes_everything_and_the_next_player_attacks():
    s = position("durak_podkidnoy", seats=3, hands=["7S 7C 9H", "8S 6D 10C", "JC QC KC"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(A("attack", "7C"), 0)
    s.apply(A("take"), 1)
    s.apply(A("pass"), 0)
    s.apply(A("pass"), 2)
    assert sorted(c.code for c in s.zones["hand1"]) == sorted("6D 10C 7S 8S 7C".split())
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (2, 0)
    # What a taker picks up is public: the others see those cards in his hand.
    assert set(s.view(0).hand(1).known) == set(C("7S 8S 7C"))


def test_refill_order_leader_others_defender_and_trump_card_last():
    s = position("durak_podkidnoy", seats=3, hands=["7S", "8S KC KD KS QC QD", "7C 7D 7H 9C 9D"],
                 stock="AH 10C 10S", trump="H", trump_card="AH")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    ev = s.apply(A("pass"), 2)          # the attacker has no cards: only seat 2 is asked
    assert [c.code for c in s.zones["hand0"]] == ["10S", "10C", "AH"]   # the leader first, the trump card last
    assert len(s.zones["hand1"]) == 5 and len(s.zones["hand2"]) == 5
    last = [e for e in ev if e.what == "draw"][-1]
    assert last.cards == C("AH") and last.visible_to is None      # the turned-up trump is public
    assert C("AH")[0] in s.view(1).hand(0).known

    s = position("durak_podkidnoy", seats=3, hands=["7S 9H 9D 10H JC QC", "8S KC KD KS QS AC", "7C 7D 7H 9C JD"],
                 stock="6C 6D", trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(A("bito"), 0)
    s.apply(A("pass"), 2)
    assert C("6D")[0] in s.zones["hand0"] and C("6C")[0] in s.zones["hand2"] and len(s.zones["hand1"]) == 5


# --- the end ----------------------------------------------------------------------
def test_last_holder_is_the_fool():
    s = position("durak_podkidnoy", hands=["7S", "8S 9C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    ev = s.apply(A("defend", "8S", index=0), 1)
    assert s.over and s.result().placings == (1, 2) and s.result().scores == (1.0, 0.0)
    assert s.pub.fools == (1,) and s.view(0).public["fools"] == (1,)
    lines = say(get_game("durak_podkidnoy"), ev, ["Анна", "Борис"], "ru")
    assert "Дурак — Борис" in lines and "Анна выходит из игры — 1-е место" in lines


def test_last_two_out_together_is_a_draw():
    s = position("durak_podkidnoy", hands=["7S", "8S"], trump="H")
    s.apply(A("attack", "7S"), 0)
    ev = s.apply(A("defend", "8S", index=0), 1)
    assert s.over and s.pub.draw and s.pub.fools == ()
    assert s.result().placings == (1, 1) and s.result().scores == (0.5, 0.5)
    assert "Ничья — дурака нет" in say(get_game("durak_podkidnoy"), ev, ["А", "Б"], "ru")


def test_players_out_after_one_bout_share_a_place():
    s = position("durak_podkidnoy", seats=3, hands=["7S", "8S", "AC 6C"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.over and s.result().placings == (1, 1, 3) and s.result().scores == (1.0, 1.0, 0.0)


# --- teams ------------------------------------------------------------------------
def test_teams_only_opponents_throw_in():
    s = position("durak_podkidnoy", seats=4, opts={"teams": "2x2"},
                 hands=["7S 7C", "8S 9S 6D", "7D 8D", "7H 8C"], stock="6C 6H 10S", trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.to_move == 0
    s.apply(A("bito"), 0)
    assert s.to_move == 2            # seat 3 is the defender's partner: never asked
    s.apply(A("pass"), 2)
    assert s.pub.attacker_seat == 1 and s.pub.defender_seat == 2


def test_teams_partner_plays_for_one_who_is_out_and_team_result():
    s = position("durak_podkidnoy", seats=4, opts={"teams": "2x2"},
                 hands=["7S", "8S 9S", "", "KD"], trump="H")
    s.pub.places = s.pub.places[:2] + (1,) + s.pub.places[3:]
    s.pub.out = (2,)
    assert s.player_at(2) == 0                  # seat 2 is out: his partner plays his position
    assert s.next_pos(1) == 2
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.over
    assert s.result().placings == (1, 2, 1, 2) and s.result().scores == (1.0, 0.0, 1.0, 0.0)
    assert s.pub.fools == (1, 3)


def test_team_seats_are_checked():
    with pytest.raises(BadOption):
        get_game("durak_podkidnoy").start(3, 1, {"teams": "2x2"})
    get_game("durak_podkidnoy").start(6, 1, {"teams": "3x3"})


# --- transfer and «отказ» --------------------------------------------------------
def test_transfer_by_same_rank_before_any_beat():
    s = position("durak_perevodnoy", seats=3, hands=["7S 7H", "7C 9S 10D", "AC KC QC"], trump="D")
    s.apply(A("attack", "7S"), 0)
    assert A("transfer", "7C") in legal(s)
    ev = s.apply(A("transfer", "7C"), 1)
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (1, 2) and s.zones["attack"] == list(C("7S 7C"))
    assert say(get_game("durak_perevodnoy"), ev, ["Анна", "Борис", "Вера"], "ru") == ["Борис переводит 7♣"]


def test_no_transfer_when_next_defender_is_short_or_after_a_beat():
    s = position("durak_perevodnoy", seats=3, hands=["7S 7H", "7C 9S 10D", "AC"], trump="D")
    s.apply(A("attack", "7S"), 0)
    assert not any(a.kind == "transfer" for a in s.legal_actions())     # seat 2 holds one card
    s = position("durak_perevodnoy", seats=3, hands=["7S 7H", "7C 8S 10D", "AC KC QC"], trump="D")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(A("attack", "7H"), 0)
    assert A("transfer", "7C") not in legal(s)


def test_transfer_with_two_players_returns_to_the_attacker():
    s = position("durak_perevodnoy", hands=["7S 8H 9H", "7C 9S 10D"], trump="D")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("transfer", "7C"), 1)
    assert s.pub.defender_seat == 0 and s.pub.attacker_seat == 1


@pytest.mark.parametrize("otkaz", [False, True])
def test_otkaz(otkaz):
    s = position("durak_perevodnoy", opts={"otkaz": otkaz}, hands=["7S", "7C 9D"], trump="D")
    s.apply(A("attack", "7S"), 0)          # his last card, the stock is empty
    if not otkaz:
        assert not any(a.kind == "transfer" for a in s.legal_actions())
        return
    ev = s.apply(A("transfer", "7C"), 1)   # «отказ»: pass the cards back
    assert "Борис отказывает: переводит 7♣ назад" in say(get_game("durak_perevodnoy"), 
        ev, ["Анна", "Борис"], "ru")
    assert s.pub.defender_seat == 0 and s.legal_actions() == [Action("take")]
    s.apply(Action("take"), 0)
    assert not s.over and sorted(c.code for c in s.zones["hand0"]) == ["7C", "7S"]
    assert (s.pub.attacker_seat, s.pub.defender_seat) == (1, 0)


def test_transfer_by_showing_a_trump():
    s = position("durak_perevodnoy", opts={"transfer_by_showing_trump": True},
                 hands=["7S 7H 9C", "7D 9S 10C"], trump="D")
    s.apply(A("attack", "7S"), 0)
    show = Action("transfer", C("7D"), value="show")
    assert show in legal(s)
    ev = s.apply(show, 1)
    assert s.pub.defender_seat == 0 and C("7D")[0] in s.zones["hand1"] and s.zones["attack"] == list(C("7S"))
    assert C("7D")[0] in s.view(0).hand(1).known          # shown: public
    assert say(get_game("durak_perevodnoy"), ev, ["Анна", "Борис"], "ru") == \
        ["Борис показывает козырь 7♦ и переводит"]
    s.apply(A("transfer", "7H"), 0)                       # passed back with a card
    assert s.pub.defender_seat == 1 and show not in legal(s)       # a trump is shown once per bout


# --- простой (A0) -----------------------------------------------------------------
def test_pattern_lead_extensions_match_the_pair_count_on_random_leads():
    """The lead's two-card extensions are listed with an incremental pair count; it must give
    exactly the moves (and their order) of ``pairs(lead + [x, y]) >= need`` by brute force."""
    import random
    from rules.games.durak.engine import pairs
    rng = random.Random(5)
    full = list(deck(36))
    checked = 0
    for _ in range(400):
        cards = rng.sample(full, 24)
        lead_size = rng.choice((1, 3))
        lead, hand, other = cards[:lead_size], cards[lead_size:lead_size + rng.randint(2, 14)], cards[-6:]
        s = position("durak_prostoy", hands=[" ".join(c.code for c in hand), " ".join(c.code for c in other)],
                     trump="H")
        s.zones["attack"] = list(lead)
        s.pub.composing = True
        s.touch()
        need = 1 if lead_size == 1 else 2
        want = [Action("attack", (hand[i], hand[j])) for i in range(len(hand))
                for j in range(i + 1, len(hand)) if pairs(lead + [hand[i], hand[j]]) >= need]
        got = [a for a in s.legal_actions() if a.kind == "attack"]
        assert got == want
        checked += bool(want)
    assert checked > 100
    # The listed actions are shared values: the same move is the same object each time.
    s.touch()
    assert all(a is b for a, b in zip(s.legal_actions(), s.legal_actions()))
    assert s.is_legal(Action("done")) and not s.is_legal(Action("take"))


def test_prostoy_1a_lead_patterns():
    g = "durak_prostoy"
    s = position(g, hands=["7S 7C 9H 10D JC", "6S 6C 6H 6D 8S"], trump="H")
    assert len(legal(s)) == 5                          # any single card
    s.apply(A("attack", "9H"), 0)
    # One card is a lead; it grows to a «тройка» (a pair + any card) two cards at a time.
    assert legal(s) == {A("attack", "7S 7C"), A("done")}
    s = position(g, hands=["7S 7C 9H 10D JC", "6S 6C 6H 6D 8S"], trump="H")
    s.apply(A("attack", "7S"), 0)
    assert legal(s) == {A("attack", x) for x in ("7C 9H", "7C 10D", "7C JC")} | {A("done")}
    s.apply(A("attack", "7C 10D"), 0)
    assert s.zones["attack"] == list(C("7S 7C 10D")) and legal(s) == {A("done")}   # no second pair: no «пяток»
    s = position(g, hands=["7S 7C 9H 9D JC", "6S 6C 6H 6D 8S"], trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("attack", "7C 9H"), 0)
    assert legal(s) == {A("attack", "9D JC"), A("done")}                 # two pairs + any card
    s.apply(A("attack", "9D JC"), 0)
    assert s.pub.phase == "lead" and legal(s) == {A("done")}
    s.apply(A("done"), 0)
    assert s.pub.phase == "defend" and len(s.zones["attack"]) == 5
    s = position(g, hands=["7S 7C 9H 9D JC", "6S 6C"], trump="H")       # never more than he holds
    s.apply(A("attack", "7S"), 0)
    assert s.legal_actions() == [Action("done")]
    s = position(g, hands=["7S 8C 9H 10D JC", "6S 6C 6H 6D 8S"], trump="H")
    s.apply(A("attack", "7S"), 0)
    assert s.legal_actions() == [Action("done")]     # asked even so: the timing tells nothing


@pytest.mark.parametrize("after", ["next_player", "defender"])
def test_prostoy_partial_take(after):
    s = position("durak_prostoy", seats=3, opts={"attack_after_partial_take": after},
                 hands=["7S 7C 9H 10D JC", "8S 6C 6D KD AD", "10S 10C 10H JD QD"], stock="6S 6H AC", trump="H")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("attack", "7C 9H"), 0)
    s.apply(Action("done"), 0)
    assert not any(a.kind == "transfer" for a in s.legal_actions())
    s.apply(A("defend", "8S", index=0), 1)
    s.apply(Action("take"), 1)
    assert set(s.zones["discard"]) == set(C("7S 8S"))                 # the beaten pair is discarded
    assert set(C("7C 9H")) <= set(s.zones["hand1"])                # the unbeaten ones are taken
    assert s.pub.attacker_seat == (2 if after == "next_player" else 1)


def test_prostoy_1v_single_cards_and_beat_all_attacks_next():
    s = position("durak_prostoy", opts={"attack_patterns": "single"}, hands=["7S 7C", "8S 9D"], trump="H")
    assert all(a.kind == "attack" for a in s.legal_actions())
    s.apply(A("attack", "7S"), 0)
    assert s.to_move == 1 and s.pub.phase == "defend"
    s.apply(A("defend", "8S", index=0), 1)
    assert s.pub.attacker_seat == 1 and s.zones["discard"] == list(C("7S 8S"))   # no throw-ins; the defender leads next


# --- слепой (A4) -----------------------------------------------------------------
def test_blind_view_shows_everyone_but_yourself():
    g = get_game("durak_slepoy")
    s = g.start(3, 7, {})
    for seat in range(3):
        v = s.view(seat)
        for other in range(3):
            z = v.hand(other)
            if other == seat:
                assert all(c is None or c in s.pub.public_cards[seat] for c in z.cards)
            else:
                assert z.cards == tuple(s.zones[f"hand{other}"])
        for a in v.legal:
            assert not a.cards                               # actions name hand places, not cards
    spectator = s.view(None)
    assert all(c is None for o in range(3) for c in spectator.hand(o).cards)


def test_blind_wrong_cover_takes_all_and_next_player_attacks():
    s = position("durak_slepoy", seats=3, hands=["7S 9H", "6C 8S", "JC QC KC"], trump="D")
    s.apply(Action("attack", zone="hand0", index=0), 0)            # 7S
    assert Action("defend", zone="hand1", index=0, value=0) in legal(s)
    ev = s.apply(Action("defend", zone="hand1", index=0, value=0), 1)   # 6C on 7S: wrong
    assert any(e.what == "wrong" for e in ev)
    assert sorted(c.code for c in s.zones["hand1"]) == ["6C", "7S", "8S"]
    assert s.pub.attacker_seat == 2                                         # as after a take
    v = s.view(1)
    assert set(v.hand(1).visible) == set(C("7S 6C"))               # he saw what he picked up


def test_blind_wrong_throw_in_takes_all_and_defender_attacks():
    s = position("durak_slepoy", seats=3, hands=["7S 9H", "8S 10C", "JC QC KC"], trump="D")
    s.apply(Action("attack", zone="hand0", index=0), 0)
    s.apply(Action("defend", zone="hand1", index=0, value=0), 1)   # 8S on 7S: right
    assert s.to_move == 0
    s.apply(Action("attack", zone="hand0", index=0), 0)            # 9H: no 9 on the table
    assert sorted(c.code for c in s.zones["hand0"]) == ["7S", "8S", "9H"]
    assert s.pub.attacker_seat == 1                                         # Part E 33: the defender attacks


def test_blind_wrong_transfer():
    s = position("durak_slepoy", seats=3, opts={"base": "perevodnoy"}, hands=["7S 9H", "8C 10C", "JC QC KC"],
                 trump="D")
    s.apply(Action("attack", zone="hand0", index=0), 0)
    s.apply(Action("transfer", zone="hand1", index=0), 1)          # 8C is not a seven
    assert sorted(c.code for c in s.zones["hand1"]) == ["10C", "7S", "8C"] and s.pub.attacker_seat == 2


# --- бубновый (A5) ---------------------------------------------------------------
def test_bubnovy_diamonds_and_spades_only_by_spades():
    g = get_game("durak_bubnovy")
    s = g.start(3, 5, {})
    assert s.pub.trump == "D" and s.pub.trump_card is None and s.pub.spades_only_by_spades
    c = dict(zip("6S 7S AD 6C 7C".split(), C("6S 7S AD 6C 7C")))
    assert s.beats(c["7S"], c["6S"])
    assert not s.beats(c["AD"], c["6S"])       # no trump beats a spade
    assert not s.beats(c["7S"], c["6C"])       # a spade beats only a spade
    assert s.beats(c["AD"], c["6C"])


def _dealt(gid, opts, order):
    g = get_game(gid)
    o = g.resolve_options(opts)
    st = DurakState(g, 2, 1, o, g.make_rules(2, o), deal=False)
    st.zones["stock"] = list(order)
    st.start_events = st._deal()
    return st


def test_bubnovy_spade_turned_up():
    pack = [c for c in deck(36)]
    spade, heart = C("9S")[0], C("9H")[0]
    rest = [c for c in pack if c not in (spade, heart)]
    order = rest[:12] + [spade, heart] + rest[12:]
    st = _dealt("durak_bubnovy", {"trump_mode": "turned"}, order)
    assert st.pub.trump == "H" and st.pub.trump_card == heart and st.pub.spades_only_by_spades
    assert spade in st.zones["stock"] and spade in st.known.get("stock", ()) and st.zones["stock"][0] == heart
    assert C("9S")[0] in st.view(0).zone("stock").known
    st = _dealt("durak_bubnovy", {"trump_mode": "turned", "spade_turnup": "play_plain_podkidnoy"}, order)
    assert st.pub.trump == "S" and not st.pub.spades_only_by_spades      # ordinary podkidnoy: spades are trumps
    assert st.beats(C("6S")[0], C("AH")[0])


def test_bubnovy_named_trumps():
    g = get_game("durak_bubnovy")
    s = g.start(3, 2, {"trump_mode": "named", "dealer": 1})
    assert s.pub.phase == "name" and s.to_move == 2 and not any(hands(s))
    assert {a.value for a in s.legal_actions()} == {"C", "H", "D"}    # never spades
    ev = s.apply(Action("name", value="H"), 2)
    assert s.pub.trump == "H" and all(len(h) == 6 for h in hands(s))
    assert s.pub.attacker_seat == 2                                  # a later game: left of the dealer
    assert "Вера назначает козыри: ♥ черви" in say(g, ev, ["Анна", "Борис", "Вера"], "ru")


# --- Акулина (A6) ----------------------------------------------------------------
def test_akulina_queen_of_spades_is_never_beaten():
    s = position("akulina", hands=["QS 7H 9H 10C", "KS AS 6D 7D 8D"], trump="S")
    q = C("QS")[0]
    assert not any(s.beats(c, q) for c in deck(36))
    assert s.beats(q, C("JS")[0]) and s.beats(q, C("AH")[0])   # it beats as an ordinary queen (trump here)
    s.apply(A("attack", "QS"), 0)
    s.apply(Action("done"), 0)
    assert s.legal_actions() == [Action("take")]


@pytest.mark.parametrize("mode", ["unbeaten_only", "all"])
def test_akulina_suit_leads_and_take_modes(mode):
    s = position("akulina", opts={"take_mode": mode}, hands=["7H 9H 10C JH", "8H 6S 6D 7D 8D"], trump="S")
    s.apply(A("attack", "7H"), 0)
    assert legal(s) == {A("attack", "9H"), A("attack", "JH"), Action("done")}   # one suit, any ranks
    s.apply(A("attack", "9H"), 0)
    s.apply(Action("done"), 0)
    s.apply(A("defend", "8H", index=0), 1)
    s.apply(Action("take"), 1)
    if mode == "unbeaten_only":
        assert set(s.zones["discard"]) == set(C("7H 8H")) and C("9H")[0] in s.zones["hand1"]
    else:
        assert not s.zones["discard"] and set(C("7H 8H 9H")) <= set(s.zones["hand1"])


# --- Веришь — не веришь (1) (A7) --------------------------------------------------
def _verish(covers, word, seats=3):
    s = position("verish_1", seats=seats, hands=["7S", "AS KC AH 6D 8C", "9C 9D 9H"],
                 attack="JC JS 10H", phase="defend", trump="D")
    for slot, code in covers:
        s.apply(A("cover", code, index=slot), 1)
    assert s.pub.phase == "verdict" and s.to_move == 0
    v0 = s.view(0)
    assert v0.zone("defence").cards == (None, None, None)          # face down for the attacker
    assert set(s.view(1).zone("defence").cards) == set(C(" ".join(c for _, c in covers)))
    ev = s.apply(Action(word), 0)
    return s, ev


def test_verish_seed_example_placement_counts():
    # Seed 003 ¶5: attack В♣, В♠, 10♥; Т♥ on 10♥ is right, but Т♠ on В♣ and К♣ on В♠ make it void.
    s, ev = _verish([(0, "AS"), (1, "KC"), (2, "AH")], "believe")
    reveal = next(e for e in ev if e.what == "reveal")
    assert reveal.get("correct") is False
    assert set(C("JC JS 10H AS KC AH")) <= set(s.zones["hand0"])         # the believer takes all
    assert s.pub.attacker_seat == 1                                          # Part E 34: the defender attacks


@pytest.mark.parametrize("word,correct,taker,next_attacker", [
    ("believe", True, None, 1), ("believe", False, 0, 1),
    ("disbelieve", False, 1, 2), ("disbelieve", True, 0, 1)])
def test_verish_four_outcomes(word, correct, taker, next_attacker):
    covers = [(0, "KC"), (1, "AS"), (2, "AH")] if correct else [(0, "KC"), (1, "8C"), (2, "AH")]
    s, ev = _verish(covers, word)
    six = set(C("JC JS 10H")) | {C(c)[0] for _, c in covers}
    if taker is None:
        assert set(s.zones["discard"]) == six
    else:
        assert six <= set(s.zones[f"hand{taker}"]) and not s.zones["discard"]
    assert s.pub.attacker_seat == next_attacker
    lines = say(get_game("verish_1"), ev, ["Анна", "Борис", "Вера"], "ru")
    assert lines[0] == ("Анна: «Верю»" if word == "believe" else "Анна: «Не верю»")


def test_verish_open_take_hides_the_covers_taken_back():
    s = position("verish_1", hands=["7S 8S", "AS KC AH 6D 8C"], attack="JC JS", phase="defend", trump="D")
    s.apply(A("cover", "6D", index=0), 1)
    ev = s.apply(Action("take"), 1)
    back = [e for e in ev if e.what == "take" and e.src == "defence"][0]
    assert back.for_seat(0).cards == () and back.for_seat(1).cards == C("6D")
    assert C("6D")[0] not in s.view(0).hand(1).known


def test_verish_a_face_down_cover_with_a_known_card_looks_like_any_other():
    # Issue 11.4: Борис is known to hold К♣ (he took it). Covering В♣ with it or with the
    # unknown 6♦ must look the same to Анна and to a spectator: his hand, the public card
    # list, the events; the sampler keeps К♣ in his hand or under the cover; the rule
    # bot's «верю / не верю» is the same. Turned up, the cover leaves his known cards.
    from rules.games.durak.policy import rule_policy

    named = set(C("7S 8S AS KC AH 6D 8C JC"))
    rest = " ".join(c.code for c in deck(36) if c not in named)      # seen and discarded

    def covered(code):
        s = position("verish_1", hands=["7S 8S", "AS KC AH 6D 8C"], attack="JC", phase="defend", trump="D",
                     discard=rest)
        s._set_known(1, C("KC"))
        s.touch()
        ev = s.apply(A("cover", code, index=0), 1)
        return s, ev

    (sk, evk), (su, evu) = covered("KC"), covered("6D")
    assert sk.pub.phase == su.pub.phase == "verdict"
    for seat in (0, None):
        assert [e.for_seat(seat) for e in evk] == [e.for_seat(seat) for e in evu]
        vk, vu = sk.view(seat), su.view(seat)
        assert vk == vu
        assert vk.hand(1).known == () and vk.public["known_or_covered"] == C("KC")
        assert C("KC")[0] in vk.unseen() and vk.constraints["not_in"]["hand0"] == C("KC")
    for k in range(20):
        assert rule_policy(sk.view(0), random.Random(k)) == rule_policy(su.view(0), random.Random(k))
    # Every sampled world has К♣ in Борис's hand or under the cover, and reproduces the view.
    g, v, places = get_game("verish_1"), sk.view(0), Counter()
    sampler = g.world_sampler(v)
    for k in range(300):
        w = sampler.sample(random.Random(k))
        assert w.view(0) == v
        places["cover" if w.zones["defence"][0] == C("KC")[0] else "hand" if C("KC")[0] in w.zones["hand1"] else "else"] += 1
    assert places["else"] == 0 and places["cover"] > 20 and places["hand"] > 100
    # The defender himself still sees his cover; the verdict turns it up for everyone.
    assert sk.view(1).zone("defence").cards == C("KC")
    sk.apply(Action("believe"), 0)
    assert C("KC")[0] not in sk.pub.public_cards[1] and C("KC")[0] in sk.zones["discard"]


# --- dealing and the loser deals ----------------------------------------------------
def test_dealer_option_first_attacker_left_of_dealer():
    g = get_game("durak_podkidnoy")
    s = g.start(4, 9, {"dealer": 2})
    assert s.pub.dealer == 2 and s.pub.attacker_seat == 3 and s.pub.defender_seat == 0
    assert not any(e.what == "show" for e in s.start_events)
    with pytest.raises(BadOption):
        g.start(3, 9, {"dealer": 4})


def test_first_game_lowest_trump_attacks():
    g = get_game("durak_podkidnoy")
    s = g.start(4, 9, {})
    show = next(e for e in s.start_events if e.what == "show")
    low = min((c for h in hands(s) for c in h if c.suit == s.pub.trump), key=lambda c: c.rank)
    assert show.cards == (low,) and s.pub.attacker_seat == show.seat and low in s.zones[f"hand{s.pub.attacker_seat}"]


def test_six_players_the_whole_pack_is_dealt_and_the_trump_is_public():
    s = get_game("durak_podkidnoy").start(6, 4, {})
    assert not s.zones["stock"] and all(len(h) == 6 for h in hands(s))
    card = s.pub.trump_shown
    assert card.suit == s.pub.trump and card in s.zones[f"hand{s.pub.dealer}"]
    other = (s.pub.dealer + 1) % 6
    assert card in s.view(other).hand(s.pub.dealer).known


# --- the contract -----------------------------------------------------------------
def test_illegal_input_raises_and_changes_nothing():
    s = position("durak_podkidnoy", hands=["7S 9C", "8S 6H 6C KD"], trump="H")
    s.apply(A("attack", "7S"), 0)
    before = (s.view(0), s.view(1), len(s.history))
    with pytest.raises(IllegalAction):
        s.apply(A("defend", "6C", index=0), 1)
    with pytest.raises(IllegalAction):
        s.apply(A("transfer", "8S"), 1)
    with pytest.raises(WrongSeat):
        s.apply(A("take"), 0)
    assert (s.view(0), s.view(1), len(s.history)) == before


def test_words_and_labels():
    g = get_game("durak_podkidnoy")
    s = position("durak_podkidnoy", seats=3, hands=["7S 7C", "6D 9C 10C QC", "7H 8H"], trump="D")
    names = ["Анна", "Борис", "Вера"]
    assert say(g, s.apply(A("attack", "7S"), 0), names) == ["Анна ходит 7♠"]
    assert say(g, s.apply(A("defend", "6D", index=0), 1), names) == ["Борис бьёт 7♠ козырем 6♦"]
    assert say(g, s.apply(A("attack", "7C"), 0), names) == ["Анна подкидывает 7♣"]
    assert say(g, s.apply(A("take"), 1), names) == ["Борис берёт"]
    s2 = position("durak_podkidnoy", hands=["7S", "6D 8S"], trump="D")
    s2.apply(A("attack", "7S"), 0)
    assert say(g, s2.apply(A("defend", "8S", index=0), 1), ["Anna", "Boris"], "en")[0] == \
        "Boris beats 7♠ with 8♠"
    for kind, ru, en in (("take", "Беру", "Take"), ("bito", "Бито", "Done"), ("pass", "Пас", "Pass"),
                         ("done", "Готово", "That's all"),
                         ("believe", "Верю", "I believe"), ("disbelieve", "Не верю", "I don't believe")):
        assert label(g, Action(kind), "ru") == ru and label(g, Action(kind), "en") == en
    for lang in ("ru", "en"):       # the buttons tell each other apart in both languages
        words = [label(g, Action(k), lang) for k in ("take", "bito", "pass", "done", "believe", "disbelieve")]
        assert len(set(words)) == len(words)
    assert label(g, A("transfer", "7C"), "ru") == "Перевести: 7♣"


@pytest.mark.parametrize("gid", IDS)
def test_every_game_has_texts_options_with_sources(gid):
    g = get_game(gid)
    assert g.family == "durak_bout"
    assert len(g.rules_text["ru"]) > 300 and len(g.rules_text["en"]) > 300
    for o in g.options:
        assert o.source.get("ru") and o.source.get("en"), o.key
        for c in o.choices:
            assert o.choice_label(c, "ru") and o.choice_label(c, "en")


@pytest.mark.parametrize("gid", IDS)
def test_cli_play_json(gid):
    out = subprocess.run([sys.executable, "-m", "rules", "play", gid, "--seats", "4", "--seed", "3", "--json"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert '"placings"' in out.stdout.strip().splitlines()[-1]


def test_save_load_round_trip_mid_game():
    import random
    g = get_game("durak_perevodnoy")
    s = g.start(4, 77, {"otkaz": True})
    rng = random.Random(5)
    for _ in range(40):
        s.apply(g.rule_policy(s.view(s.to_move), rng))
    loaded, meta = record.loads(record.dumps(s, {"fools": [0, 1, 0, 0]}))
    assert meta == {"fools": [0, 1, 0, 0]}
    assert loaded.view(2) == s.view(2) and loaded.legal_actions() == s.legal_actions()
    a = loaded.legal_actions()[0]
    assert loaded.apply(a) == s.apply(a)


def test_the_family_shares_its_rules_not_copies():
    """The F1 rules the games share are one set of Rule values (rules/games/durak/rulebooks.py):
    what podkidnoy says, perevodnoy, the blind and the diamonds durak say with the same objects;
    what simple durak says about beating, every game says with the same objects."""
    def ids(gid):
        return {id(r) for r in get_game(gid).rulebook}
    pod = ids("durak_podkidnoy")
    from rules.games.durak.rulebooks import RULEBOOK_BEAT, RULEBOOK_PODKIDNOY_PLAY
    assert {id(r) for r in RULEBOOK_PODKIDNOY_PLAY} <= pod & ids("durak_perevodnoy") & ids("durak_slepoy") \
        & ids("durak_bubnovy")
    for gid in IDS:
        assert {id(r) for r in RULEBOOK_BEAT} <= ids(gid)
        texts = [r.ru for r in get_game(gid).rulebook]
        assert len(texts) == len(set(texts)), gid            # no rule said twice
