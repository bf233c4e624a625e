"""The chip ledger (rules/chips.py); chip conservation in every chip game is in the conformance kit."""
import pytest

from rules import all_games
from app.words.grammar import dative_ru
from app.wording import signed_chips
from rules.chips import POT, ChipError, ChipLedger, player, seat_of, split_by_ratio, stake


def test_accounts_and_balances():
    led = ChipLedger([10, 20, 30], stakes=("7D", "QS"), pot=5)
    assert led.total() == 65 and led.board() == 0
    assert led.balance(player(1)) == 20 and led.balance(POT) == 5 and led.balance(stake("7D")) == 0
    assert seat_of("player:2") == 2 and seat_of("stake:7D") is None and seat_of(POT) is None
    for bad in ("player:3", "player:x", "stake:KH", "bank", "pot:1"):
        with pytest.raises(ChipError):
            led.balance(bad)


def test_transfer_moves_chips_and_returns_an_event():
    led = ChipLedger([10, 20], stakes=("7D",))
    e = led.transfer(player(0), stake("7D"), 4, "ante")
    assert led.stacks == [6, 20] and led.stakes == {"7D": 4} and led.total() == 30
    assert e.what == "chips" and e.seat == 0 and e.src == "player:0" and e.dst == "stake:7D"
    assert (e.get("from"), e.get("to"), e.get("amount"), e.get("reason")) == ("player:0", "stake:7D", 4, "ante")
    e = led.transfer(stake("7D"), player(1), 4, "take", card="7D")
    assert e.seat == 1 and e.get("card") == "7D" and led.stacks == [6, 24] and led.board() == 0


def test_impossible_transfers_raise_and_change_nothing():
    led = ChipLedger([3, 0], stakes=("7D",))
    before = led.clone()
    for args in ((player(0), player(1), 4), (player(0), player(1), 0), (player(0), player(1), -1),
                 (player(0), player(1), 1.5), (player(0), player(0), 1), (player(0), "stake:AS", 1),
                 (player(0), player(1), True)):
        with pytest.raises(ChipError):
            led.transfer(*args)
        assert led == before


def test_pay_is_capped_by_what_the_payer_has():
    led = ChipLedger([3, 0, 10])
    paid, e = led.pay(player(0), player(2), 5, "points")
    assert paid == 3 and e.get("amount") == 3 and led.stacks == [0, 0, 13]
    assert led.pay(player(1), player(2), 5) == (0, None)
    assert led.empty(player(2), POT).get("amount") == 13 and led.pot == 13 and led.total() == 13


def test_clone_is_independent():
    led = ChipLedger([5, 5], stakes=("KH",))
    c = led.clone()
    c.transfer(player(0), stake("KH"), 5)
    assert led.stacks == [5, 5] and led.stakes == {"KH": 0} and c != led


def test_split_by_ratio():
    w = [3, 4, 5, 6, 7]
    assert split_by_ratio(25, w) == [3, 4, 5, 6, 7]          # the seed's example, exact
    assert split_by_ratio(50, w) == [6, 8, 10, 12, 14]
    assert split_by_ratio(15, w) == [2, 2, 3, 4, 4]          # 1.8 2.4 3 3.6 4.2
    assert split_by_ratio(40, w) == [5, 6, 8, 10, 11]         # 4.8 6.4 8 9.6 11.2
    assert split_by_ratio(10, w) == [1, 2, 2, 2, 3]
    assert split_by_ratio(0, w) == [0] * 5
    assert split_by_ratio(3, [1, 3, 2]) == [0, 2, 1]          # equal remainders: the larger weight first
    assert split_by_ratio(3, [1, 1, 2, 2]) == [1, 0, 1, 1]    # equal remainders and weights: the earlier
    for total in range(0, 200):
        parts = split_by_ratio(total, w)
        assert sum(parts) == total
        assert all(abs(p - total * x / 25) < 1 for p, x in zip(parts, w))
    with pytest.raises(ChipError):
        split_by_ratio(-1, w)


def test_words():
    """The chip words are the program's (app/), not the engine's."""
    assert signed_chips(57, "ru") == "+57 фишек" and signed_chips(-12, "ru") == "−12 фишек"
    assert signed_chips(1, "ru") == "+1 фишка" and signed_chips(0, "en") == "0 chips"
    assert [dative_ru(n) for n in ("Анна", "Борис", "Вера", "Глеб", "Дарья", "Егор", "Жанна", "Зиновий",
                                   "Антон", "Мария", "Игорь", "Bot 2", "#9", "")] == [
        "Анне", "Борису", "Вере", "Глебу", "Дарье", "Егору", "Жанне", "Зиновию",
        "Антону", "Марии", "Игорю", "Bot 2", "#9", ""]


CHIP_GAMES = [g for g in all_games() if hasattr(g.start(g.min_seats, 1), "ledger")]


def test_there_is_a_chip_game():
    # Chip conservation in every chip game (each chip move an event, the opening antes
    # included, the result's settlement summing to zero) is the conformance kit's.
    assert "lenturlu" in {g.id for g in CHIP_GAMES}


def test_the_record_ledger_moves_as_a_free_standing_one():
    """A game's chips live in its public record (``open_ledger``); ``RecordLedger`` makes the
    same moves and events as ``ChipLedger``, each move a new immutable value in the record."""
    from rules.chips import RecordLedger, open_ledger
    from rules.tabletop import Record
    rec = Record(dealer=0)
    open_ledger(rec, [10, 20], stakes=("7D", "QS"))
    led, free = RecordLedger(rec), ChipLedger([10, 20], stakes=("7D", "QS"))
    assert led == free and rec.chips == (10, 20) and rec.pot == 0 and dict(rec.stakes) == {"7D": 0, "QS": 0}
    chips = rec.chips
    for args in ((player(0), stake("7D"), 4, "ante"), (player(1), POT, 5, "ante"), (stake("7D"), player(1), 4, "take")):
        assert led.transfer(*args) == free.transfer(*args)
        assert led == free and led.total() == 30
    assert chips == (10, 20) and rec.chips == (6, 19) and rec.pot == 5      # new values, the old ones untouched
    for bad in ((player(0), player(1), 7), (player(0), "stake:AS", 1), (player(2), POT, 1)):
        with pytest.raises(ChipError):
            led.transfer(*bad)
    assert led == free
    c = led.clone()                               # a free-standing copy
    c.transfer(POT, player(0), 5)
    assert type(c) is ChipLedger and rec.pot == 5 and c != led
    no_pot = Record()
    open_ledger(no_pot, [3, 3], pot=None)          # a game with no pot (Лентюрлю): no ``pot`` field
    assert not hasattr(no_pot, "pot") and RecordLedger(no_pot).pot == 0
    with pytest.raises(ChipError):
        RecordLedger(no_pot).transfer(player(0), POT, 1)


@pytest.mark.parametrize("gid", ["lenturlu", "kometa", "shif_shof_shum", "ya_umirayu", "napoleon", "seka"])
def test_a_chip_game_keeps_its_ledger_in_the_record(gid):
    """No per-game copy or rebuild: a clone and a sampled world have the chips because the
    record has them."""
    import random
    from rules.chips import RecordLedger
    g = next(g for g in all_games() if g.id == gid)
    s = g.start(max(3, g.min_seats), 5)
    assert type(s.ledger) is RecordLedger and s.ledger.stacks is s.pub.chips
    assert "ledger" not in vars(s)
    c = s.clone()
    rng = random.Random(1)
    while not c.over and c.ledger == s.ledger:
        c.apply(rng.choice(c.legal_actions()))
    assert c.ledger != s.ledger and s.ledger.total() == c.ledger.total()
    w = g.world_sampler(s.view(s.to_move)).sample(random.Random(2))
    assert w.ledger == s.ledger
