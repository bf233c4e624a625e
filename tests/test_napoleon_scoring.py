"""Наполеон's payments (rules/games/napoleon/scoring.py) on the seed's examples."""
from rules.games.napoleon import scoring as N


def test_seed_example_bid_5_took_1_pays_50_each_and_50_into_the_klad():
    t = N.payments(declarer=0, bid=5, napoleon=False, made=False, seats=4, unit=10, klad=40)
    assert t == [("player:0", "player:1", 50, "failed"), ("player:0", "player:2", 50, "failed"),
                 ("player:0", "player:3", 50, "failed"), ("player:0", N.KLAD, 50, "failed_klad")]
    assert N.net_of(t, 4) == (-200, 50, 50, 50)


def test_made_three_each_pays_30():
    t = N.payments(2, 3, False, True, 3, 10, 99)
    assert N.net_of(t, 3) == (-30, -30, 60)
    assert all(dst == "player:2" for _, dst, _, _ in t)


def test_napoleon_made_takes_the_klad():
    t = N.payments(1, 5, True, True, 3, 1, 12)
    assert t[-1] == (N.KLAD, "player:1", 12, "klad") and N.net_of(t, 3) == (-5, 22, -5)


def test_napoleon_failed_doubles_the_klad():
    t = N.payments(1, 5, True, False, 3, 1, 12)
    into = sum(a for _, d, a, _ in t if d == N.KLAD)
    assert into == 5 + 12             # the ordinary 5 and as much as the клад held: doubled
    t2 = N.payments(1, 5, True, False, 3, 1, 12, "pay_each_klad")
    assert N.net_of(t2, 3) == (17, -5 - 5 - 5 - 24, 17)


def test_the_stop():
    assert N.decided(2, 2, 3) is True
    assert N.decided(4, 1, 3) is False       # 1 + 2 left < 4
    assert N.decided(4, 2, 3) is None
    assert N.bids_allowed(3) == (4, 5) and N.bids_allowed(5) == ()
