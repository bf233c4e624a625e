"""Мушка (seed 002, «Мушка» and «10 правил мушки»), read sentence by sentence: each test
is named after a sentence of the seed, quotes it, and checks it on a hand-built position
through the public API. Where the engine reads the seed on purpose, the docstring says
"Reading: …" and why (the rulebook, F1, says the same)."""
from __future__ import annotations

import pytest

from rules.actions import Action
from rules.games.tricks.engine import hand
from rules.games.tricks.mushka import MUSHKA_GAME as G
from test_mushka import C, cards, play, rig


def test_three_take_32_four_36_more_52():
    """«Если играют трое, берут малую колоду - 32 карты. Если игроков четверо, берут среднюю
    колоду - 36 карт. При большем количестве игроков используют колоду в 52 карты.»"""
    assert [len(G.start(n, 1).deck) for n in (3, 4, 5, 6, 7)] == [32, 36, 52, 52, 52]
    assert (G.min_seats, G.max_seats) == (3, 7)


def test_the_lowest_card_drawn_deals_first():
    """«Тот, кто вытянул самую младшую карту, сдает первым. Если вдруг случится вытянуть
    одинаковые карты, нужно вновь вернуть их в колоду и тащить карты заново.»"""
    for seed in range(20):
        s = G.start(4, seed)
        lots = [(e.seat, e.cards[0]) for e in s.start_events if e.what == "lot"]
        last = lots[-len({seat for seat, _ in lots[4:]}):] if len(lots) > 4 else lots
        low = min(c.rank for _, c in last)
        assert [seat for seat, c in last if c.rank == low] == [s.pub.dealer]


def test_five_cards_each_one_at_a_time():
    """«Сдают каждому игроку по 5 карт, раздавая их по одной, не все 5 за раз.» — and the log
    says so («Сдано по 5», not 4 as it once did)."""
    s = G.start(4, 3)
    deals = [e for e in s.start_events if e.what == "deal" and e.seat is not None]
    assert len(deals) == 20 and all(e.count == 1 for e in deals)
    assert [e.seat for e in deals[:4]] == [(s.pub.dealer + 1 + i) % 4 for i in range(4)]
    assert all(len(s.zones[hand(i)]) == 5 for i in range(4))
    assert [dict(p.params)["n"] for p in G.describe(s.start_events) if p.id == "tricks.dealt"] == [5]


def test_the_dealer_turns_up_the_trump():
    """«Козырь вскрывает сдающий и помещает его в середине стола.»"""
    s = G.start(5, 2)
    turned = s.zones["trump"]
    assert len(turned) == 1 and s.pub.trump == turned[0].suit
    assert s.view(None).zone("trump").cards == tuple(turned)


@pytest.mark.parametrize("start", [25, 30])
def test_each_writes_25_and_writes_off_from_it(start):
    """«пишет под ней цифру 25, с которой в течение всей игры и списывает» (in the 18th
    century «в 30 пуаней»: the option)."""
    s = G.start(3, 1, {"start": start})
    assert s.pub.remaining == (start,) * 3


def test_the_leading_player_asks_each_how_many_cards_he_buys():
    """«ведущий игрок спрашивает у каждого, сколько тот желает купить карт» — Reading: from the
    dealer's left, the dealer last; 0 to 5 cards, no more than the stock holds."""
    s = G.start(4, 5)
    order = [(s.pub.dealer + 1 + i) % 4 for i in range(4)]
    for seat in order:
        assert s.to_move == seat and s.pub.phase == "exchange"
        two = sorted(s.zones[hand(seat)], key=lambda c: (c.suit, c.rank))[:2]
        for c in two:
            s.apply(Action("throw", (c,)))
        s.apply(Action("buy", value=2))
        assert len(s.zones[hand(seat)]) == 5 and not set(two) & set(s.zones[hand(seat)])
    assert s.pub.phase == "play"


def test_a_hand_not_worth_the_risk_may_pass_and_sit_out():
    """«вы можете объявить пас и отложить карты в сторону, таким образом отказаться играть эту
    игру» — the hand is laid down; the passer writes nothing this deal."""
    s = rig(["AS 7H 8H 9H 10H", "7C 8C 9C 10C JC", "7D 8D 9D 10D JD"], trump="H", phase="exchange")
    s.pub.passed, s.pub.playing = (), (0, 1, 2)
    s.apply(Action("buy", value=0))
    s.apply(Action("pass"))
    s.apply(Action("buy", value=0))
    assert s.pub.passed == (1,) and s.pub.playing == (0, 2) and s.zones[hand(1)] == []
    while s.pub.phase == "play":
        s.apply(s.legal_actions()[0])
    assert s.pub.sheet[-1][1] is None and s.pub.remaining[1] == 25


def test_the_holder_of_the_ace_of_spades_may_not_pass():
    """«Игрок, имеющий на руках туз пик, не вправе пасовать, как бы этого ни требовал
    сложившийся расклад.»"""
    s = rig(["AS 7C 8C 9C 10C", "7D 8D 9D 10D JD", "2H 3H 4H 5H 6H"], trump="H", phase="exchange")
    assert Action("pass") not in s.legal_actions()
    s.apply(Action("buy", value=0))
    assert Action("pass") in s.legal_actions()


def test_cards_must_follow_suit_and_a_void_may_trump():
    """«Карты обязательно кладут в масть, при неимении масти можно перебить козырем.» —
    Reading: trumping is a right: a void player may also throw another card."""
    s = rig(["7C 8C", "9C 7H", "7D 8H"], trump="H")
    play(s, "7C")
    assert [a.card for a in s.legal_actions()] == [C("9C")]
    play(s, "9C")
    assert {a.card for a in s.legal_actions()} == {C("7D"), C("8H")}
    play(s, "8H")
    assert s.pub.tricks == (0, 0, 1)


def test_the_ace_is_the_strongest_card_of_each_suit():
    """«Туз в каждой масти - самая сильная карта, а туз пиковый именуется мушкой.»"""
    s = rig(["KD 7C", "AD 8C", "QD 9C"], trump="H")
    play(s, "KD", "AD", "QD")
    assert s.pub.tricks == (0, 1, 0)


def test_the_ace_of_spades_led_may_be_trumped_by_one_void_in_spades():
    """«Если игрок зашел с пикового туза, партнеры имеют право бить (только в случае неимения
    пиковой масти) эту карту козырем, пусть даже самым маленьким.»"""
    s = rig(["AS 7C", "2H 8C", "7S 9C"], trump="H")
    play(s, "AS", "2H", "7S")
    assert s.pub.tricks == (0, 1, 0)
    s = rig(["AS 7C", "7S 2H", "8S 9C"], trump="H")      # holding spades, he must follow
    play(s, "AS")
    assert [a.card for a in s.legal_actions()] == [C("7S")]


def test_trumped_with_another_ace_the_holder_of_the_ace_of_spades_may_beat_the_trick():
    """«Если же козыряют другим тузом (бубновым или, например, трефовым), то владелец пикового
    туза имеет право перебить им взятку. Остальные карты козырной масти не подлежат этому
    правилу» — Reading: «перебить» is to play over the trump ace, so the мушка must come after
    it (not on its own lead); the trump king keeps its trick."""
    s = rig(["KC 7D", "AH 8D", "AS 9D"], trump="H")
    play(s, "KC", "AH", "AS")
    assert s.pub.tricks == (0, 0, 1)
    s = rig(["KC 7D", "AS 8D", "AH 9D"], trump="H")      # played before the ace: no
    play(s, "KC", "AS", "AH")
    assert s.pub.tricks == (0, 0, 1) and s.pub.trick_seats == () and s.pub.last_trick is not None
    s = rig(["KC 7D", "KH 8D", "AS 9D"], trump="H")      # the trump king keeps its rights
    play(s, "KC", "KH", "AS")
    assert s.pub.tricks == (0, 1, 0)


def test_each_trick_counts_one():
    """«Каждая взятка считается за одну. Если у вас, например, 3 взятки, то в сектор дуги В
    записывается 3.»"""
    s = rig(["AC KC QC", "7C 8C 9C", "7D 8D 9D"], trump="H")
    play(s, "AC", "7C", "7D", "KC", "8C", "8D", "QC", "9C", "9D")
    assert s.pub.remaining[0] == 25 - 3


def test_with_the_ace_of_spades_the_first_trick_counts_six():
    """«ваша первая взятка считается равной шести, а остальные прибавляются по одной. То есть,
    если, имея на руках пикового туза, вы взяли 3 взятки, то пишите не 3, а 8.» — also when the
    мушка itself was beaten («все равно, взяли ли вы взятку или … были побиты»)."""
    s = rig(["AS KC QC", "7C 8C 9C", "7D 8D 9D"], trump="H")
    play(s, "AS", "7C", "7D", "KC", "8C", "8D", "QC", "9C", "9D")
    assert s.pub.remaining[0] == 25 - 8
    s = rig(["KC AS", "7C 2H", "7D 8D"], trump="H")       # the мушка trumped, a trick with the king
    play(s, "KC", "7C", "7D", "AS", "2H", "8D")
    assert s.pub.remaining[0] == 25 - 6


def test_the_ace_of_spades_as_trump_first_trick_10_the_rest_double():
    """«Туз пик, в случае, если он является козырем, в первой взятке считается за 10, остальные
    же записываются не единицами, а вдвое. Например, при трех взятках вы вписываете в сектор В
    цифру 14.»"""
    s = rig(["AS KS QS", "7C 8C 9C", "7D 8D 9D"], trump="S")
    play(s, "AS", "7C", "7D", "KS", "8C", "8D", "QS", "9C", "9D")
    assert s.pub.remaining[0] == 25 - 14


def test_the_ace_of_spades_beaten_and_no_trick_writes_10():
    """«Если же туз был побит и не сделано ни одного леве …, то в секторе Р записываете 10.»"""
    s = rig(["AS 7C", "2H 8C", "7D 9C"], trump="H")
    play(s, "AS", "2H", "7D", "8C", "9C", "7C")
    assert s.pub.remaining[0] == 35


def test_no_ace_of_spades_and_no_trick_writes_5():
    """«Игрок, не имеющий на руках пикового туза и не взявший ни одной взятки, то есть
    обремизившийся, пишет в секторе Р - 5.»"""
    s = rig(["AC KC", "7C 8C", "7D 8D"], trump="H")
    play(s, "AC", "7C", "7D", "KC", "8C", "8D")
    assert s.pub.remaining == (23, 30, 30)


def test_a_trick_too_many_loses_the_right_to_win():
    """«увлекшись, он может взять лишнюю взятку. Тогда он теряет право на выигрыш. Ему придется
    снова поставить цифру 30 (25) и снова ее списывать, остальные же игроки продолжают игру с
    прежней записью.»"""
    s = rig(["AC KC", "7C 8C", "7D 8D"], trump="H", remaining=(1, 12, 9))
    play(s, "AC", "7C", "7D", "KC", "8C", "8D")
    assert s.pub.remaining == (25, 17, 14) and not s.over


def test_the_first_to_write_off_wins_and_each_of_six_pays_10_the_winner_gets_50():
    """«Выигрывает тот, кто первым списывает назначенную цифру. Выигрывает он обязательно у
    каждого из игроков.» «если обусловлено играть по 10 копеек мушку, а игроков всего 6, то
    выигравший получает 50 коп.»"""
    s = rig(["AC", "7C", None, None, None, None], trump="H", remaining=(1, 4, 7, 8, 9, 10))
    play(s, "AC", "7C")
    res = s.result()
    assert s.over and res.reason == "match_over" and s.pub.winner == 0
    assert res.settlement.moved == (50, -10, -10, -10, -10, -10)


def test_example_of_a_win_9_16_and_2_left_make_plus_27():
    """«У первого игрока слева осталось несыгранными 9 очков, у второго 16, у третьего - 2.
    Выигравший складывает эти цифры в одну сумму и записывает плюс 27. Каждый проигравший …
    первый записывает минус 9, второй минус 16 и третий - минус 2.»"""
    s = rig(["AC 7D", "7C AD", None, None], trump="H", remaining=(1, 10, 16, 2),
            options={"settlement": "remaining_points"})
    play(s, "AC", "7C", "7D", "AD")
    assert s.pub.remaining == (0, 9, 16, 2)
    assert s.result().settlement.moved == (27, -9, -16, -2)


def test_rule_10_each_loser_adds_the_mushkas_10_poins_to_his_loss():
    """«мушку считают, например, в 10 пуаней … Следовательно каждый, игрок к сумме своего
    проигрыша добавляет еще 10.» — the option «poins» (off by default)."""
    s = rig(["AC 7D", "7C AD", None, None], trump="H", remaining=(1, 10, 16, 2),
            options={"settlement": "remaining_points", "poins": 10})
    play(s, "AC", "7C", "7D", "AD")
    assert s.result().settlement.moved == (57, -19, -26, -12)
    s = rig(["AC", "7C", None], trump="H", remaining=(1, 4, 7), options={"poins": 10})
    play(s, "AC", "7C")
    assert s.result().settlement.moved == (40, -20, -20)


def test_rule_7_who_has_the_trump_king_must_trump_with_it():
    """«Тот, кто имеет козырного короля, должен непременно козырять с него» — Reading: the
    option «trump_king_rule», off by default (the rule is unclear, set among advice)."""
    s = rig(["7C 8C", "KH 2H", "7D 8D"], trump="H", options={"trump_king_rule": True})
    play(s, "7C")
    assert {a.card for a in s.legal_actions()} == {C("KH")}
    s = rig(["7C 8C", "KH 2H", "7D 8D"], trump="H")
    play(s, "7C")
    assert {a.card for a in s.legal_actions()} == {C("KH"), C("2H")}


@pytest.mark.parametrize("settlement,moved", [("fixed", (-10, -10, -10, 30)),
                                              ("remaining_points", (-3, -11, -14, 28))])
def test_reading_at_the_deal_limit_the_least_left_wins_settled_as_chosen(settlement, moved):
    """Reading (no seed sentence: a пулька ends only by a win there): at the program's deal
    limit whoever has least left wins and the settlement is the one chosen — 10 from each, or
    the difference (F1 once said «the difference» under the fixed default)."""
    s = rig(["AC", "7C", None, None], trump="H", remaining=(6, 8, 16, 2), options={"settlement": settlement})
    s.pub.deal_no = s.pub.limit
    play(s, "AC", "7C")
    res = s.result()
    assert s.pub.remaining == (5, 13, 16, 2)
    assert res.reason == "deal_limit" and s.pub.winner == 3
    assert res.settlement.moved == moved
