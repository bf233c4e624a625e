"""An executable reading of seed 003 ¶2 for «Дурак слепой» (Rozaliev №4, catalogue A4).

«Игра ведется по всем правилам «подкидного» (№ 2) или «переводного (№ 3) дурака», но розданные
карты не смотрятся, а держатся игроками рубашкой к себе, т. е. лицевой стороной к остальным
игрокам. Игроки не должны смотреть свои карты как посте раздачи, так и при наборе из колоды.
Игрок, неверно покрывший, переведший или подкинувший карту, забирает себе все карты хода,
которые он держит опять-таки рубашкой к себе. Проигравший сдает.»

A blind move names a place in one's own fan (``zone``/``index``), never a card; the engine
turns the card up on the table and checks it."""
from rules import Action, get_game

from durak_helpers import C, codes, hand, position

G = get_game("durak_slepoy")


def at(kind, seat, index, value=None):
    """A blind move: the card at ``index`` of seat ``seat``'s fan (``value``: the attack slot)."""
    return Action(kind, zone=f"hand{seat}", index=index, value=value)


def test_po_vsem_pravilam_podkidnogo_ili_perevodnogo():
    """«Игра ведется по всем правилам «подкидного» (№ 2) или «переводного (№ 3) дурака»»: the
    option ``base``; on подкидной the others throw in, on переводной the defender may also pass the
    attack on."""
    assert G.option("base").choices == ("podkidnoy", "perevodnoy")
    for base in ("podkidnoy", "perevodnoy"):
        s = position("durak_slepoy", seats=3, opts={"base": base}, hands=["7S 7H", "7C 9S 10D", "AC KC QC"],
                     trump="D")
        s.apply(at("attack", 0, 0), 0)
        kinds = {a.kind for a in s.legal_actions()}
        assert ("transfer" in kinds) == (base == "perevodnoy") and {"defend", "take"} <= kinds
        s.apply(at("defend", 1, 1, 0), 1)         # 9S on 7S: right
        assert s.pub.phase == "throw" and s.to_move == 0    # подкидной: the attacker may throw in


def test_rozdannye_karty_derzhatsya_licevoy_storonoy_k_ostalnym():
    """«…розданные карты не смотрятся, а держатся игроками рубашкой к себе, т. е. лицевой стороной
    к остальным игрокам»: after the deal each seat sees every hand but his own."""
    s = G.start(4, 7, {"dealer": 0})
    for seat in range(4):
        v = s.view(seat)
        assert all(c is None for c in v.hand(seat).cards)
        for other in set(range(4)) - {seat}:
            assert v.hand(other).cards == tuple(hand(s, other))
    deal = [e for e in s.start_events if e.what == "deal"]
    assert all(e.for_seat(e.seat).cards == () and e.for_seat((e.seat + 1) % 4).cards == e.cards for e in deal)


def test_ne_smotryat_svoi_karty_pri_nabore_iz_kolody():
    """«Игроки не должны смотреть свои карты … так и при наборе из колоды»: a card drawn is seen
    by the others, not by the one who draws it."""
    s = position("durak_slepoy", hands=["7S 9H", "8S 10C"], stock="6C 6D 6H", trump="D")
    s.apply(at("attack", 0, 0), 0)
    s.apply(at("defend", 1, 0, 0), 1)             # 8S on 7S: right
    ev = s.apply(Action("bito"), 0)
    draw = next(e for e in ev if e.what == "draw" and e.seat == 0)
    assert draw.for_seat(0).cards == () and draw.for_seat(1).cards == draw.cards
    assert all(c is None for c in s.view(0).hand(0).cards)
    assert s.view(1).hand(0).cards == tuple(hand(s, 0))


def test_hod_nazyvaet_mesto_v_veere_a_ne_kartu():
    """Reading: a player who cannot see his cards chooses a place in his fan; no legal move names a
    card."""
    s = G.start(3, 2, {})
    for _ in range(12):
        assert all(not a.cards for a in s.legal_actions())
        s.apply(s.legal_actions()[0])


def test_verno_pokrytaya_karta_idet_kak_v_podkidnom():
    """«по всем правилам «подкидного»»: a cover that does beat is an ordinary defence."""
    s = position("durak_slepoy", hands=["7S 9H", "8S 10C"], trump="D")
    s.apply(at("attack", 0, 0), 0)
    ev = s.apply(at("defend", 1, 0, 0), 1)
    assert not any(e.what == "wrong" for e in ev) and s.zones["defence"] == list(C("8S"))


def test_neverno_pokryvshiy_zabiraet_vse_karty_hoda():
    """«Игрок, неверно покрывший … карту, забирает себе все карты хода» — and (Reading) the next
    player attacks, as after a take."""
    s = position("durak_slepoy", seats=3, hands=["7S 9H", "6C 8S", "JC QC KC"], trump="D")
    s.apply(at("attack", 0, 0), 0)                 # 7S
    ev = s.apply(at("defend", 1, 0, 0), 1)         # 6C on 7S: wrong
    assert any(e.what == "wrong" and e.seat == 1 for e in ev)
    assert codes(hand(s, 1)) == codes(C("6C 7S 8S")) and not s.zones["attack"]
    assert s.pub.attacker_seat == 2


def test_neverno_perevedshiy_zabiraet_vse_karty_hoda():
    """«Игрок, неверно … переведший … карту, забирает себе все карты хода»."""
    s = position("durak_slepoy", seats=3, opts={"base": "perevodnoy"}, hands=["7S 9H", "8C 10C", "JC QC KC"],
                 trump="D")
    s.apply(at("attack", 0, 0), 0)
    ev = s.apply(at("transfer", 1, 0), 1)          # 8C is not a seven
    assert any(e.what == "wrong" and e.seat == 1 for e in ev)
    assert codes(hand(s, 1)) == codes(C("7S 8C 10C")) and s.pub.attacker_seat == 2


def test_neverno_podkinuvshiy_zabiraet_vse_karty_hoda():
    """«Игрок, неверно … подкинувший карту, забирает себе все карты хода» — the beaten ones too;
    Reading: the defender attacks next (catalogue, Part E 33)."""
    s = position("durak_slepoy", seats=3, hands=["7S 9H", "8S 10C", "JC QC KC"], trump="D")
    s.apply(at("attack", 0, 0), 0)
    s.apply(at("defend", 1, 0, 0), 1)              # 8S on 7S: right
    ev = s.apply(at("attack", 0, 0), 0)            # 9H: no nine on the table
    assert any(e.what == "wrong" and e.seat == 0 for e in ev)
    assert codes(hand(s, 0)) == codes(C("7S 8S 9H")) and codes(hand(s, 1)) == ["10C"]
    assert s.pub.attacker_seat == 1


def test_kotorye_on_derzhit_opyat_taki_rubashkoy_k_sebe():
    """«…которые он держит опять-таки рубашкой к себе»: the cards taken are held facing the others
    again. Reading: everyone saw them on the table, he too, so they are publicly known to be in his
    hand (he cannot forget what he saw)."""
    s = position("durak_slepoy", seats=3, hands=["7S 9H", "6C 8S", "JC QC KC"], trump="D")
    s.apply(at("attack", 0, 0), 0)
    s.apply(at("defend", 1, 0, 0), 1)              # wrong: he takes 7S and 6C
    v1, v2 = s.view(1), s.view(2)
    assert v2.hand(1).cards == tuple(hand(s, 1))                    # faces to the others
    assert set(v1.hand(1).visible) == set(C("7S 6C"))                # known to him: he saw them
    assert set(s.pub.public_cards[1]) == set(C("7S 6C"))             # and publicly
    assert C("8S")[0] not in v1.hand(1).visible                       # the rest still unseen by him


def test_proigravshiy_sdaet():
    """«Проигравший сдает.»"""
    s = position("durak_slepoy", hands=["7S", "8S 9C"], trump="D")
    s.apply(at("attack", 0, 0), 0)
    s.apply(at("defend", 1, 0, 0), 1)              # 8S beats; seat 0 is out, seat 1 holds 9C
    assert s.over and s.result().losers == (1,)
    assert G.next_deal_options(s)["dealer"] == 1
