"""The words of the calling games: «Я — умираю — от любви — к Вам» and «Шиф, шоф, шум»
(rules/games/calls/). In English the calls are translated word for word ("I — am dying — of
love — for you"); «Шиф», «Шоф», «Шум» are transliterated."""
from __future__ import annotations

from rules.cards import rank_label

_YA_CALL = {0: ("«Я»", "“I”"), 1: ("«Умираю!»", "“am dying!”"),
            2: ("«От любви»", "“of love”"), 3: ("«К Вам»", "“for you”")}


def _ya_lay(p, w):
    ru = w.lang == "ru"
    call = _YA_CALL[p["call"]][0 if ru else 1]
    who, card = w.value(p["who"]), w.card(p["card"])
    if p["call"] == 0:
        return f"{who} ходит {card}: {call}" if ru else f"{who} leads {card}: {call}"
    return f"{who} кладёт {card}: {call}" if ru else f"{who} lays {card}: {call}"


def _ya_void(p, w):
    ru = w.lang == "ru"
    if p.get("top") or p.get("card") is None:
        return ("Выше туза карт нет — набор неполный, карты в снос" if ru
                else "Nothing above the ace — the set is incomplete and goes out")
    c = w.card(p["card"])
    return (f"{c} вне игры — набор неполный, карты в снос" if ru
            else f"{c} is out of play — the set is incomplete and goes out")


# the calls written under the fan (what the table calls for next)
_YA_CALL_NOTE = {0: ("«Я»", "“I”"), 1: ("«Умираю!»", "“Am dying!”"),
                 2: ("«От любви»", "“Of love”"), 3: ("«К Вам»", "“For you”")}
_SHIF_CALL_NOTE = {2: ("«Шиф»", "“Shif”"), 3: ("«Шоф»", "“Shof”"), 4: ("«Шум»", "“Shum”")}


def _ya_call(p, w):
    return f"{_YA_CALL_NOTE[p['call']][0 if w.lang == 'ru' else 1]} — {w.card(p['card'])}"


def _shif_call(p, w):
    return f"{_SHIF_CALL_NOTE[p['call']][0 if w.lang == 'ru' else 1]} — {rank_label(p['rank'], w.indices)}"


def _shif_offer(p, w):
    rank = rank_label(p["rank"], w.indices)
    return f"свой «Шоф» — {rank}?" if w.lang == "ru" else f"your own “Shof” — {rank}?"


TEMPLATES = {
    # --- shared ---
    "calls.dealt": ("{who} получает {n:#карту|карты|карт}", "{who} is dealt {n:#card|cards}"),
    "calls.dealt_seen": ("{who} получает: {cards}", "{who} is dealt: {cards}"),
    "calls.aside": ("{n:#карта отложена|карты отложены|карт отложено}", "{n:#card is|cards are} set aside"),
    "calls.out": ("{who}: карт больше нет", "{who} has no cards left"),
    "calls.pays": ("{who} платит {to:dat} {n:#фишку|фишки|фишек}", "{who} pays {to} {n:#chip|chips}"),
    "calls.cannot_pay": ("{who} не может заплатить {to:dat}: фишек нет", "{who} cannot pay {to}: no chips left"),
    # --- «Я — умираю — от любви — к Вам» ---
    "calls.ya.lay": (_ya_lay, _ya_lay),
    "calls.ya.called": ("{card} — у игрока {who}: кладёт вне очереди", "{card} is {who}'s: out of turn, he must lay it"),
    "calls.ya.missing": ("{card} отложена — её нет ни у кого", "{card} was set aside — nobody holds it"),
    "calls.ya.complete": ("Четвёрка собрана — в снос", "The four is complete — it goes out"),
    "calls.ya.void": (_ya_void, _ya_void),
    "calls.ya.lead": ("Ходит {who}", "{who} leads"),
    "calls.ya.lead_again": ("Снова ходит {who}", "{who} leads again"),
    "calls.ya.shows": ("{who}: на руках остались {cards}", "{who} is left with: {cards}"),
    "calls.ya.loser": ("{who} — {who:последний|последняя} с картами: платит каждому", "{who} is left with cards and pays everyone"),
    "calls.ya.over": ("{who} — {who:последний|последняя} с картами", "{who} is left holding cards"),
    "calls.ya.draw": ("Карты кончились у всех разом — никто не платит", "Everyone ran out at once — nobody pays"),
    "calls.bubble.ya": ("Я", "I"),
    "calls.bubble.umirayu": ("Умираю!", "Am dying!"),
    "calls.bubble.ot_lyubvi": ("От любви", "Of love"),
    "calls.bubble.k_vam": ("К Вам", "For you"),
    # --- «Шиф, шоф, шум» ---
    "calls.act.shof": ("«Шоф» своей {card}", "“Shof” with your own {card}"),
    "calls.act.go_on": ("Не ходить ещё раз", "Do not lead again"),
    "calls.shif.again": ("{who} ходит ещё раз: {card}", "{who} leads again: {card}"),
    "calls.shif.go_on": ("{who} не ходит ещё раз — игра идёт дальше", "{who} does not lead again — play goes on"),
    "calls.shif.ante": ("Все вносят в кон по {n:#фишке|фишки|фишек}", "Everyone antes {n:#chip|chips} into the pot"),
    "calls.shif.new_deal": ("Сдача {n}: сдаёт {who}", "Hand {n}: {who} deals"),
    "calls.shif.lead": ("{who} ходит {card}", "{who} leads {card}"),
    "calls.shif.match": ("{who} кладёт {card}: «{call}!» — {payer} платит в кон {n:#фишку|фишки|фишек}",
                         "{who} lays {card}: “{call}!” — {payer} pays {n:#chip|chips} into the pot"),
    "calls.shif.self_shof": ("{who} кладёт и свою {card}: «{call}!» — {payer} платит в кон {n:#фишку|фишки|фишек}",
                             "{who} lays his own {card} too: “{call}!” — {payer} pays {n:#chip|chips} into the pot"),
    "calls.shif.leaves": ("{who} без фишек — выбывает", "{who} has no chips left and is out"),
    "calls.shif.set_aside": ("{who}: карты откладываются", "{who}'s cards are set aside"),
    "calls.shif.closed": ("Ходит {who}", "{who} leads"),
    "calls.shif.no_lead": ("{who}: ходить нечем — сдача окончена", "{who} has nothing to lead — the hand is over"),
    "calls.shif.takes_pot": ("{who} забирает кон: {n:#фишку|фишки|фишек}", "{who} takes the pot: {n:#chip|chips}"),
    "calls.shif.over": ("Побеждает {who}", "{who} wins"),
    "calls.shif.winner": ("Побеждает {who}: {n:#фишка|фишки|фишек}", "{who} wins with {n:#chip|chips}"),
    "calls.bubble.match": ("{call}! {payer} платит {n}", "{call}! {payer} pays {n}"),
    # --- the table's notes (rules/games/calls/notes.py) ---
    "calls.note.aside": ("в стороне: {n}", "set aside: {n}"),
    "calls.note.ya_call": (_ya_call, _ya_call),
    "calls.note.ya_any": ("«Я» — любая карта", "“I” — any card"),
    "calls.note.shif_offer": (_shif_offer, _shif_offer),
    "calls.note.shif_call": (_shif_call, _shif_call),
    "calls.note.shif_any": ("ход — любая карта", "lead — any card"),
    "calls.note.pot": ("кон", "pot"),
    "calls.note.hand": ("сдача {n}", "hand {n}"),
}

WORDS = {
    "calls.shif": ("Шиф", "Shif"),
    "calls.shof": ("Шоф", "Shof"),
    "calls.shum": ("Шум", "Shum"),
}
