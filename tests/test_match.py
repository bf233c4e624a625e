"""The match layer (rules/match.py): deals in sequence, who deals next, the pause between
deals, the tally and the score sheet, saved and read back — on hand-built results and on
real games of Durak and Лентюрлю."""
from __future__ import annotations

import json
import random
from types import MappingProxyType

import pytest

from rules import get_game
from rules.actions import Action
from rules.errors import IllegalAction
from rules.game import Game, Option, Result, Settlement, State, linear_scores
from rules.match import NEXT_DEAL, Match, MatchError
from rules.view import View


# ------------------------------------------------------------------ a toy game: one action ends it
class ToyState(State):
    """A deal that the next action ends: ``lose`` (index = the loser) or ``draw``; it pays
    the loser's two chips to the dealer, so that the sheet has something to count."""

    def __init__(self, game, seats, seed, options):
        super().__init__(game, seats, seed, options)
        d = options["dealer"]
        self.dealer = self.rng.randrange(seats) if d == "random" else d
        self.end = None

    @property
    def over(self):
        return self.end is not None

    @property
    def to_move(self):
        return None if self.over else (self.dealer + 1) % self.seats

    def legal_actions(self):
        return [] if self.over else [Action("lose", index=s) for s in range(self.seats)] + [Action("draw")]

    def _apply(self, action):
        self.end = action
        return []

    def result(self):
        if not self.over:
            return None
        n = self.seats
        if self.end.kind == "draw":
            return Result((1,) * n, (0.5,) * n, draw=True, reason="out_of_cards",
                          settlement=Settlement("chips", (0,) * n))
        loser = self.end.index
        places = tuple(2 if s == loser else 1 for s in range(n))
        moved = tuple(-2 if s == loser else 2 if s == self.dealer and s != loser else 0 for s in range(n))
        return Result(places, linear_scores(places), losers=(loser,), reason="fool",
                      settlement=Settlement("chips", moved))

    def view(self, seat):
        return View("toy", seat, self.seats, self.to_move, tuple(self.legal_actions()), MappingProxyType({}), (),
                    MappingProxyType({"dealer": self.dealer}), self.over, self.result(), len(self.history))


class ToyGame(Game):
    id = "toy"
    min_seats, max_seats = 2, 4
    options = (Option("dealer", ("random", 0, 1, 2, 3), {"ru": "Сдаёт", "en": "Dealer"}),)

    def _new_state(self, seats, seed, options):
        return ToyState(self, seats, seed, options)


TOY = ToyGame()


def _end(m: Match, action: Action) -> None:
    m.apply(action, m.to_move)


# ------------------------------------------------------------------ who deals next
def test_the_deal_passes_to_the_left_by_default():
    m = Match.start(TOY, 3, 7, {"dealer": 0})
    dealers = []
    for loser in (1, 2, 0, 1):
        dealers.append(m.state.dealer)
        _end(m, Action("lose", index=loser))
        m.deal_next()
    assert dealers == [0, 1, 2, 0] and m.state.dealer == 1


def _durak_to_end(game_id: str, seats: int, seed: int, options=None) -> Match:
    game = get_game(game_id)
    m = Match.start(game, seats, seed, options)
    rng = random.Random(seed)
    while not m.between:
        st = m.state
        m.apply(game.rule_policy(st.view(st.to_move), rng), st.to_move)
    return m


def test_the_fool_deals_the_next_game_of_durak():
    m = _durak_to_end("durak_podkidnoy", 4, 24)
    res = m.last_result
    assert len(res.losers) == 1 and res.loser_word == "fool" and res.reason in ("fool", "stalemate")
    fool = res.losers[0]
    assert m.next_dealer == fool and m.view().next_dealer == fool
    m.deal_next()
    assert m.state.pub.dealer == fool and m.state.options["dealer"] == fool


def test_after_a_draw_the_dealer_is_drawn_by_lot_from_the_seeded_generator():
    game = get_game("durak_podkidnoy")
    st = game.start(3, 5)
    # a hand-built end: the last two went out together
    st.pub.phase, st.pub.draw, st.pub.fools, st.pub.places = "over", True, (), [1, 2, 2]
    seed_gen = random.Random()
    seed_gen.setstate(st.rng.getstate())
    m = Match.resume(game, st)
    res = m.last_result
    assert m.between and res.draw and res.losers == () and res.reason == "out_of_cards"
    assert m.next["options"]["dealer"] == "random" and m.next_dealer is None
    # the next seed comes from the finished deal's generator, the dealer from the next deal's
    assert m.next["seed"] == seed_gen.randrange(1, 10 ** 6)
    m.deal_next()
    assert m.state.pub.dealer == random.Random(m.state.seed).randrange(3)
    assert m.tally["draws"] == 1 and m.tally["losers"] == [0, 0, 0]


def test_a_match_replays_from_its_first_seed():
    a, b = _durak_to_end("durak_prostoy", 3, 11), _durak_to_end("durak_prostoy", 3, 11)
    assert a.to_json() == b.to_json()
    a.deal_next()
    b.deal_next()
    assert (a.state.seed, a.state.pub.dealer) == (b.state.seed, b.state.pub.dealer)


# ------------------------------------------------------------------ the pause between deals
def test_between_deals_only_next_deal_is_legal_and_a_wrong_action_changes_nothing():
    m = Match.start(TOY, 3, 1, {"dealer": 2})
    with pytest.raises(IllegalAction):
        m.apply(NEXT_DEAL)                    # a deal in progress
    with pytest.raises(IllegalAction):
        m.deal_next()
    _end(m, Action("lose", index=1))
    assert m.phase == "between" and m.to_move is None and m.legal_actions() == [NEXT_DEAL]
    before = json.dumps(m.to_json())
    state = m.state
    for bad in (Action("lose", index=0), Action("draw"), "next_deal", None):
        with pytest.raises(IllegalAction):
            m.apply(bad)
    assert json.dumps(m.to_json()) == before and m.state is state
    events = m.apply(NEXT_DEAL)
    assert events == [] and m.phase == "playing" and m.state is not state and m.state.dealer == 0


def test_the_between_deals_match_saves_and_resumes():
    m = _durak_to_end("durak_podkidnoy", 3, 24)
    data = json.loads(json.dumps(m.to_json()))          # through JSON text, as in a save
    game = get_game("durak_podkidnoy")
    replayed = game.start(3, m.state.seed, m.state.options)
    for a in m.state.history:
        replayed.apply(a)
    back = Match.from_json(data, game, replayed)
    assert back.between and back.next == m.next and back.tally == m.tally and back.sheet() == m.sheet()
    with pytest.raises(IllegalAction):
        back.apply(replayed.history[0])
    back.deal_next()
    assert back.state.pub.dealer == m.last_result.losers[0]


def test_a_save_made_as_the_deal_ended_is_recorded_on_reading():
    m = Match.start(TOY, 2, 3, {"dealer": 0})
    data = m.to_json()                                   # saved while playing
    _end(m, Action("lose", index=0))
    replayed = TOY.start(2, 3, {"dealer": 0})
    replayed.apply(m.state.history[0])                   # the deal it was saved with is now over
    back = Match.from_json(data, TOY, replayed)
    assert back.between and back.tally["games"] == 1 and back.next == m.next


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(game="durak_prostoy"), "durak_prostoy"),
    (lambda d: d.update(seats=4), "4 seats"),
    (lambda d: d.update(format=99), "format"),
    (lambda d: d["records"].append({"seed": 1}), "record 2"),
    (lambda d: d["records"][0]["result"].update(placings=[1, 2, 3, 4, 5]), "record 1"),
    (lambda d: d["carried"].update(losers=[1]), "losers"),
    (lambda d: d["carried"].update(games=-1), "games"),
    (lambda d: d.update(next={"seed": "x"}), "next deal"),
    (lambda d: d["next"]["options"].update(dealer=7), "options"),
])
def test_a_damaged_match_is_refused_with_a_clear_error(change, words):
    m = Match.start(TOY, 3, 1, {"dealer": 0})
    _end(m, Action("lose", index=2))
    data = json.loads(json.dumps(m.to_json()))
    change(data)
    with pytest.raises(MatchError, match=words):
        Match.from_json(data, TOY, m.state)
    with pytest.raises(MatchError):
        Match.from_json([1, 2], TOY, m.state)


def test_an_older_saves_tally_is_carried_on():
    game = get_game("durak_podkidnoy")
    st = game.start(3, 2)
    old = {"games": 2, "fools": [1, 0, 1], "draws": 0}
    m = Match.resume(game, st, meta={"setup": {}, "tally": old})
    assert m.tally["games"] == 2 and m.tally["losers"] == [1, 0, 1]
    assert m.legacy_tally() == old
    # a tally that does not fit this table is dropped, as before
    assert Match.resume(game, st, meta={"tally": {"games": 2, "fools": [1, 1]}}).tally["losers"] == [0, 0, 0]
    assert Match.resume(game, st, tally=old).legacy_tally() == old
    # and carried into the match's own save
    back = Match.from_json(json.loads(json.dumps(m.to_json())), game, st)
    assert back.legacy_tally() == old


# ------------------------------------------------------------------ the tally and the sheet
def test_the_tally_on_hand_built_results():
    m = Match.start(TOY, 3, 9, {"dealer": 0})
    for act in (Action("lose", index=1), Action("draw"), Action("lose", index=1), Action("lose", index=0)):
        _end(m, act)
        m.deal_next()
    t = m.tally
    # dealers 0, 1, 2, 0: the loser pays the dealer two chips (a dealer who loses pays nobody)
    assert t["games"] == 4 and t["draws"] == 1 and t["losers"] == [1, 2, 0] and t["loser_word"] == "loser"
    assert t["totals"] == [2 + 0 + 0 - 2, -2 + 0 - 2 + 0, 0 + 0 + 2 + 0]
    (chips,) = m.sheet().sections           # a game that pays: its sheet is what it paid
    assert chips.title == "chips" and chips.totals == tuple(t["totals"])
    assert [r.label for r in chips.rows] == [(1,), (2,), (3,), (4,)]
    assert [r.cells for r in chips.rows] == [(2, -2, 0), (0, 0, 0), (0, -2, 2), (-2, 0, 0)]


def test_the_losers_sheet_of_a_game_that_pays_nothing():
    game = get_game("priyom")
    m = Match.start(game, 3, 4)
    rng = random.Random(4)
    for i in range(3):
        if i:
            m.deal_next()
        while not m.between:
            st = m.state
            m.apply(game.rule_policy(st.view(st.to_move), rng), st.to_move)
    (losers,) = m.sheet().sections
    assert losers.title == "losers" and [r.label for r in losers.rows] == [(1,), (2,), (3,)]
    assert [r.cells for r in losers.rows] == [tuple(int(s in res.losers) for s in range(3)) for res in m.results]
    # each game has one loser, or none when nobody is left holding cards (a draw)
    draws = sum(res.draw for res in m.results)
    assert list(losers.totals) == m.tally["losers"] and sum(losers.totals) == 3 - draws
    assert m.legacy_tally()["games"] == 0          # the table's fools tags are for fools only


def test_the_durak_sheet_counts_the_fools_game_by_game():
    game = get_game("durak_podkidnoy")
    m = _durak_to_end("durak_podkidnoy", 4, 3)
    rng = random.Random(0)
    for _ in range(2):
        m.deal_next()
        while not m.between:
            st = m.state
            m.apply(game.rule_policy(st.view(st.to_move), rng), st.to_move)
    sheet = m.sheet()
    assert [s.title for s in sheet.sections] == ["fools"]
    fools = sheet.sections[0]
    assert [r.label for r in fools.rows] == [(1,), (2,), (3,)]
    for r, res in zip(fools.rows, m.results):
        assert r.cells == tuple(int(s in res.losers) for s in range(4))
    assert fools.totals == tuple(m.legacy_tally()["fools"]) and sum(fools.totals) + m.tally["draws"] == 3
    json.dumps(sheet.to_json())


def test_the_lenturlu_sheet_has_the_chips_of_every_deal():
    game = get_game("lenturlu")
    m = Match.start(game, 4, 5, {"deals": 3})
    rng = random.Random(5)
    while not m.between:
        st = m.state
        m.apply(game.rule_policy(st.view(st.to_move), rng), st.to_move)
    res = m.last_result
    money = res.settlement
    assert res.reason in ("match_over", "out_of_chips") and money.unit == "chips" and money.deals == 3
    assert money.moved == res.chips and sum(money.moved) == 0
    assert money.totals == tuple(st.ledger.stacks) and res.losers == tuple(s for s in range(4) if res.chips[s] < 0)
    chips = m.sheet().section("chips")
    assert [r.label for r in chips.rows] == [(1, d) for d in range(1, money.deal_no + 1)]
    assert all(sum(r.cells) == 0 for r in chips.rows)      # the board is collected every deal
    assert chips.totals == res.chips


def test_every_game_says_why_and_who_lost():
    for game_id in ("priyom", "lenturlu", "durak_podkidnoy", "durak_perevodnoy", "durak_prostoy",
                    "durak_slepoy", "durak_bubnovy", "akulina", "verish_1"):
        game = get_game(game_id)
        st = game.start(3, 8)
        rng = random.Random(8)
        while not st.over:
            st.apply(game.rule_policy(st.view(st.to_move), rng))
        res = st.result()
        assert res.reason, game_id
        assert res.draw or res.losers, game_id
        assert Result.from_json(json.loads(json.dumps(res.to_json()))) == res, game_id
        if res.settlement is None:
            assert res.held is not None and all(res.held[s] == 0 for s in range(3)
                                                 if res.placings[s] == 1 and not res.draw), game_id


def test_a_result_refuses_an_unknown_reason():
    with pytest.raises(ValueError, match="reason"):
        Result((1, 2), (1.0, 0.0), reason="bored")
    with pytest.raises(ValueError, match="unit"):
        Settlement("roubles", (1, -1))
    with pytest.raises(ValueError, match="per seat"):
        Settlement("chips", (1, -1), totals=(3,))


def test_every_state_declares_start_events():
    for game_id in ("priyom", "lenturlu", "durak_podkidnoy"):
        st = get_game(game_id).start(3, 1)
        assert isinstance(st.start_events, (list, tuple))
    assert State.start_events == ()
    assert ToyGame().start(2, 1).start_events == []
