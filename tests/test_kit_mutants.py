"""Mutation proof of the conformance kit: planted faults, each of which must turn the kit red.

Each test plants one fault in a real game (monkeypatching its state class for the test
only), runs the kit over it, and asserts that the kit raises — and which of its checks
does. A kit that passes a mutant proves nothing about the games it passes.

| mutant                                   | game      | the check that catches it                   |
|------------------------------------------|-----------|---------------------------------------------|
| a hand turned face up for all, no event   | Ворона    | the privacy oracle (``Oracle.check_view``)  |
| a card lost from the discard              | Дурак     | cards conserved                             |
| a chip created                            | Лентюрлю  | chips conserved (``ChipShadow``)            |
| an illegal move accepted                  | Ворона    | illegal actions refused                     |
| a hidden card in an event's data          | Ворона    | the privacy oracle (``Oracle.feed``)        |
| a game that never ends                    | Ворона    | games end (``MAX_ACTIONS``)                 |
| a private deal made public                | Дурак     | the game's Secrets (the second opinion)     |
"""
import random
from dataclasses import replace

import pytest

import conformance as kit
from rules.actions import Action
from rules.events import Event
from rules.registry import get_game


def whole_kit(game, seats=3, seed=1):
    """The kit's checks on one game: a playout with every check at every action, then the
    illegal actions and the round trip at a few positions of another game."""
    kit.playout(game, seats, seed, {}, bots="random", every=1, log_every=3, sampler_every=7, pairs_every=5)
    s = game.start(seats, seed + 1)
    rng = random.Random(seed)
    for _ in range(3):
        if s.over:
            break
        kit.check_illegal_actions(s, rng)
        kit.check_round_trip(s, rng)
        for _ in range(5):
            if not s.over:
                s.apply(rng.choice(s.legal_actions()))


def _wrap_apply(monkeypatch, cls, after):
    """``cls.apply`` followed by ``after(state, action, events)``, which returns the events."""
    real = cls.apply

    def apply(self, action, seat=None):
        return after(self, action, real(self, action, seat))
    monkeypatch.setattr(cls, "apply", apply)


def test_the_real_games_pass_the_kit():
    """(The games the mutants are made from pass, so what fails below is the fault.)"""
    for gid in ("vorona", "durak_podkidnoy", "lenturlu"):
        whole_kit(get_game(gid))


def test_a_hand_shown_to_all_without_an_event(monkeypatch):
    """Ворона: seat 1's hand laid face up after the deal — in its zone spec too, so the
    game's own Secrets (read from the specs) agree with the view; only the oracle, which
    knows that no event showed those cards, can tell."""
    game = get_game("vorona")
    cls = type(game.start(3, 1))
    real_init = cls.__init__

    def init(self, *a, **k):
        real_init(self, *a, **k)
        self.spec = dict(self.spec, hand1=replace(self.spec["hand1"], face="up"))
    monkeypatch.setattr(cls, "__init__", init)
    with pytest.raises(AssertionError, match="no event showed it"):
        whole_kit(game)


def test_a_card_lost(monkeypatch):
    game = get_game("durak_podkidnoy")

    def lose(s, action, events):
        if s.zones["discard"]:
            s.zones["discard"].pop()
        return events
    _wrap_apply(monkeypatch, type(game.start(3, 1)), lose)
    with pytest.raises(AssertionError, match="cards not conserved"):
        whole_kit(game)


def test_a_chip_created(monkeypatch):
    game = get_game("lenturlu")

    def mint(s, action, events):
        led = s.ledger                   # (the chips are the record's: a new stack, one chip more)
        led.stacks = (led.stacks[0] + 1,) + tuple(led.stacks[1:])
        return events
    _wrap_apply(monkeypatch, type(game.start(3, 1)), mint)
    with pytest.raises(AssertionError, match="chips created"):
        whole_kit(game)


def test_an_illegal_move_accepted(monkeypatch):
    game = get_game("vorona")
    cls = type(game.start(3, 1))
    real = cls.apply

    def apply(self, action, seat=None):
        if isinstance(action, Action) and action.kind == "no_such_move":
            return []                               # "accepted": no error, nothing happens
        return real(self, action, seat)
    monkeypatch.setattr(cls, "apply", apply)
    with pytest.raises(AssertionError, match="was accepted"):
        whole_kit(game)


def test_a_hidden_card_in_an_events_data(monkeypatch):
    """Ворона: every action also says, publicly, a card of the next seat's hand (in a data
    field: the redaction keeps a public event's data)."""
    game = get_game("vorona")

    def tell(s, action, events):
        if s.over:
            return events
        nxt = (s.to_move + 1) % s.seats
        hand = s.zones[f"hand{nxt}"]
        if hand:
            events = [*events, Event("say", seat=s.to_move, data=(("card", hand[0]),))]
        return events
    _wrap_apply(monkeypatch, type(game.start(3, 1)), tell)
    with pytest.raises(AssertionError, match="in its data"):
        whole_kit(game)


def test_a_game_that_never_ends(monkeypatch):
    """Ворона: once the game is really over, a «wait» stays legal forever and changes nothing."""
    game = get_game("vorona")
    cls = type(game.start(3, 1))
    real_over, real_to_move = cls.over, cls.to_move
    real_legal, real_apply = cls.legal_actions, cls.apply
    wait = Action("pass")

    def done(self):
        return real_over.fget(self) if isinstance(real_over, property) else real_over(self)
    monkeypatch.setattr(cls, "over", property(lambda self: False))
    monkeypatch.setattr(cls, "to_move", property(
        lambda self: 0 if done(self) else real_to_move.fget(self)))
    monkeypatch.setattr(cls, "legal_actions", lambda self: [wait] if done(self) else real_legal(self))

    def apply(self, action, seat=None):
        if done(self):
            self.history.append(action)
            return []
        return real_apply(self, action, seat)
    monkeypatch.setattr(cls, "apply", apply)
    monkeypatch.setattr(kit, "MAX_ACTIONS", 400)
    with pytest.raises(AssertionError, match="no end after"):
        kit.playout(game, 3, 1, {}, bots="random", every=0)


def test_a_private_draw_made_public_is_caught_by_the_second_opinion(monkeypatch):
    """Дурак: the cards drawn from the stock shown to everyone in the event (not in the view).
    The oracle cannot know that a draw is private — that is a rule — but the game's Secrets
    can: the kit's events check compares each event with them."""
    game = get_game("durak_podkidnoy")

    def publish(s, action, events):
        return [replace(e, visible_to=None) if e.visible_to is not None else e for e in events]
    _wrap_apply(monkeypatch, type(game.start(3, 1)), publish)
    with pytest.raises(AssertionError, match="event shows"):
        whole_kit(game)
