"""An executable reading of seed 003 ¶3 for «Дурак бубновый» (Rozaliev №5, catalogue A5).

«Данный вариант отличается от «дурака подкидного» тем, что козыри всегда бубны, пики бьются
только пиками. Известны также варианты, в которых козыри открываются аналогично «подкидному
дураку» или назначаются перед игрой. В случае, если открывается карта пиковой масти, она
убирается в середину колоды, и открывается следующая карта. В некоторых компаниях в этом случае
производится обычный розыгрыш «дурака подкидного».»"""
from rules import Action, get_game

from durak_helpers import A, C, codes, hand, position

G = get_game("durak_bubnovy")
TURNED = {"trump_mode": "turned"}


def legal(s):
    return set(s.legal_actions())


def _with_spade_turned(seats, opts, limit=400):
    """The first seeded deal whose turned-up card was a spade (its events and state)."""
    for seed in range(limit):
        s = G.start(seats, seed, opts)
        ev = s.start_events
        if any(e.what == "reinsert" for e in ev) or (
                any(e.what == "trump" and e.cards and e.cards[0].suit == "S" for e in ev)):
            return s
    raise AssertionError("no deal turned up a spade")


def test_kozyri_vsegda_bubny():
    """«…козыри всегда бубны…»: by default diamonds are trumps in every deal, with no card turned
    up; the first game is opened by the lowest diamond."""
    assert G.option("trump_mode").choices[0] == "always_diamonds"
    for seed in range(6):
        s = G.start(3, seed, {})
        assert s.pub.trump == "D" and s.pub.trump_card is None
        assert all(c is None for c in s.view(0).zone("stock").cards)
        low = min((c for p in range(3) for c in hand(s, p) if c.suit == "D"), key=lambda c: c.rank)
        assert low in hand(s, s.pub.attacker_seat)


def test_piki_byutsya_tolko_pikami():
    """«…пики бьются только пиками»: Reading: by a higher spade; no trump beats a spade."""
    s = position("durak_bubnovy", hands=["9S", "10S 8S AD 6D JC"], trump="D")
    s.apply(A("attack", "9S"), 0)
    assert legal(s) == {A("defend", "10S", index=0), Action("take")}


def test_pika_sama_byot_tolko_piku():
    """Reading: spades are not trumps here, so a spade beats only a lower spade — no other suit."""
    s = position("durak_bubnovy", hands=["9C", "10S AS 6D"], trump="D")
    s.apply(A("attack", "9C"), 0)
    assert legal(s) == {A("defend", "6D", index=0), Action("take")}     # the diamond, never a spade


def test_v_ostalnom_kak_v_podkidnom():
    """«Данный вариант отличается от «дурака подкидного» тем, что…»: otherwise it is подкидной —
    the others throw in ranks on the table."""
    s = position("durak_bubnovy", seats=3, hands=["7S 7C", "8S KD AC", "7H 10C"], trump="D")
    s.apply(A("attack", "7S"), 0)
    s.apply(A("defend", "8S", index=0), 1)
    assert s.pub.phase == "throw" and legal(s) == {A("attack", "7C"), Action("bito")}


def test_kozyri_otkryvayutsya_analogichno_podkidnomu():
    """«Известны также варианты, в которых козыри открываются аналогично «подкидному дураку»»: the
    card after the deal is turned up under the stock, and it is never a spade."""
    for seed in range(20):
        s = G.start(2, seed, TURNED)
        assert s.pub.trump_card is not None and s.pub.trump_card.suit == s.pub.trump != "S"
        assert s.view(1).zone("stock").cards[0] == s.pub.trump_card and s.pub.spades_only_by_spades


def test_ili_naznachayutsya_pered_igroy():
    """«…или назначаются перед игрой»: Reading: the player left of the dealer names trumps before
    the deal; never spades, which only spades beat."""
    s = G.start(3, 2, {"trump_mode": "named", "dealer": 1})
    assert s.pub.phase == "name" and s.to_move == 2 and not any(hand(s, p) for p in range(3))
    assert {a.value for a in s.legal_actions()} == {"C", "H", "D"}
    s.apply(Action("name", value="C"), 2)
    assert s.pub.trump == "C" and all(len(hand(s, p)) == 6 for p in range(3))
    assert s.pub.attacker_seat == 2                 # a game with its dealer given: left of him


def test_pikovaya_karta_ubiraetsya_v_seredinu_kolody_i_otkryvaetsya_sleduyushchaya():
    """«В случае, если открывается карта пиковой масти, она убирается в середину колоды, и
    открывается следующая карта.»"""
    s = _with_spade_turned(2, TURNED)
    back = [e.cards[0] for e in s.start_events if e.what == "reinsert"]
    assert back and all(c.suit == "S" for c in back)
    stock = s.zones["stock"]
    assert s.pub.trump_card == stock[0] and s.pub.trump != "S" and s.pub.spades_only_by_spades
    for c in back:
        i = stock.index(c)
        assert len(stock) // 4 <= i <= 3 * len(stock) // 4         # in the middle
    assert set(back) <= set(s.view(0).zone("stock").known)         # seen by all


def test_v_nekotoryh_kompaniyah_obychnyy_rozygrysh_podkidnogo():
    """«В некоторых компаниях в этом случае производится обычный розыгрыш «дурака подкидного».»:
    the option; the spade stays up, spades are trumps and beat like any trump."""
    s = _with_spade_turned(2, {"trump_mode": "turned", "spade_turnup": "play_plain_podkidnoy"})
    assert s.pub.trump == "S" and s.pub.trump_card.suit == "S" and not s.pub.spades_only_by_spades
    assert not any(e.what == "reinsert" for e in s.start_events)
    trump_event = next(e for e in s.start_events if e.what == "trump")
    assert dict(trump_event.data)["plain"] is True


def test_pri_shesti_igrokah_pikovyy_kozyr_sdayushchego_obychnyy_podkidnoy():
    """Reading: with six players the whole pack is dealt and the dealer's last card shows trumps;
    there is no stock to put a spade back into, so such a deal is played as plain подкидной."""
    for seed in range(200):
        s = G.start(6, seed, TURNED)
        if s.pub.trump_shown.suit == "S":
            break
    else:
        raise AssertionError("no six-seat deal showed a spade")
    assert s.pub.trump == "S" and not s.pub.spades_only_by_spades and not s.zones["stock"]
    s2 = G.start(6, 0, {})
    assert s2.pub.trump == "D" and s2.pub.spades_only_by_spades         # always diamonds: no question
    assert codes(hand(s2, 0)) and s2.pub.trump_shown is None
