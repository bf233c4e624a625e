"""The words of Комета and Манилья (rules/games/kometa.py)."""
from __future__ import annotations

from rules.cards import rank_label

from .grammar import plural_ru

# ranks, with the forms the phrases need: «девятка», «за девятку» (acc), «без девятки» (gen)
_RANKS = {
    2: ("двойка", "двойку", "двойки", "two"), 3: ("тройка", "тройку", "тройки", "three"),
    4: ("четвёрка", "четвёрку", "четвёрки", "four"), 5: ("пятёрка", "пятёрку", "пятёрки", "five"),
    6: ("шестёрка", "шестёрку", "шестёрки", "six"), 7: ("семёрка", "семёрку", "семёрки", "seven"),
    8: ("восьмёрка", "восьмёрку", "восьмёрки", "eight"), 9: ("девятка", "девятку", "девятки", "nine"),
    10: ("десятка", "десятку", "десятки", "ten"), 11: ("валет", "валета", "валета", "jack"),
    12: ("дама", "даму", "дамы", "queen"), 13: ("король", "короля", "короля", "king"),
    14: ("туз", "туза", "туза", "ace"),
}

WORDS: dict = {}
for _r, (_nom, _acc, _gen, _en) in _RANKS.items():
    _art = "an" if _en[0] in "aeiou" else "a"
    WORDS[f"rank.{_r}"] = (_nom, _en)
    WORDS[(f"rank.{_r}", "acc")] = (_acc, f"{_art} {_en}")
    WORDS[(f"rank.{_r}", "gen")] = (_gen, f"{_art} {_en}")
WORDS.update({
    "kometa.comet": ("комета", "the comet"), ("kometa.comet", "acc"): ("комету", "the comet"),
    ("kometa.comet", "cap"): ("Комета", "The comet"),
    "kometa.manilla": ("манилия", "the manille"), ("kometa.manilla", "acc"): ("манилию", "the manille"),
    ("kometa.manilla", "cap"): ("Манилия", "The manille"),
    # a wild card's name over it on the table, where it says what it stands for
    ("kometa.comet", "mark"): ("комета", "comet"), ("kometa.manilla", "mark"): ("манилия", "manille"),
})


def _tokens(n: int, lang: str) -> str:
    if lang == "en":
        return f"{n} token" + ("" if n == 1 else "s")
    return f"{n} " + plural_ru(n, "жетон", "жетона", "жетонов")


def _points(p, w):
    """«Анна записывает 26 очков: 13 карт у противников ×2 (комета) ×2 (опера)»."""
    ru = w.lang == "ru"
    n, cards = p["points"], p["cards"]
    who = w.value(p["who"])
    several = len(p["who"]) > 1
    if ru:
        line = f"{who} {'записывают' if several else 'записывает'} {n} " + plural_ru(n, "очко", "очка", "очков")
        line += f": {cards} " + plural_ru(cards, "карта", "карты", "карт") + " у противников"
        if p.get("stuck"):
            line += f" ×{p['stuck']} (комета у противника)"
        if p.get("opera"):
            line += f" ×{p['opera']} (опера)"
        return line
    line = f"{who} {'score' if several else 'scores'} {n} point" + ("" if n == 1 else "s")
    line += f": {cards} card" + ("" if cards == 1 else "s") + " left with the opponents"
    if p.get("stuck"):
        line += f" ×{p['stuck']} (comet stuck)"
    if p.get("opera"):
        line += f" ×{p['opera']} (opera)"
    return line


def _pays_cards(part: bool):
    def say(p, w):
        ru = w.lang == "ru"
        who, to = w.value(p["who"]), w.value(p["to"], "dat")
        n = p["n"]
        paid = _tokens(p["paid"], w.lang)
        if ru:
            line = f"{who} платит {to} {paid}"
            if part:
                line += f" из {p['owed']} — больше нет"
            line += f": {n} " + plural_ru(n, "карта", "карты", "карт")
            if p.get("held"):
                line += f", {w.word(p['wild'].id)} на руках ×2"
            return line
        line = f"{who} pays {w.value(p['to'])} {paid}"
        if part:
            line += f" of {p['owed']} — all he has"
        line += f": {n} card" + ("" if n == 1 else "s")
        if p.get("held"):
            line += f", {w.word(p['wild'].id)} in hand ×2"
        return line
    return say


def _tok(key):
    def say(p, w):
        return _tokens(p[key], w.lang)
    return say


def _score(p, w):
    ru = w.lang == "ru"
    n, gain = p["n"], p["gain"]
    sign = "+" if gain > 0 else ("−" if gain < 0 else "")
    if ru:
        return (f"{w.value(p['who'])}: {n} " + plural_ru(n, "очко", "очка", "очков")
                + f", жетонов {sign}{abs(gain)}")
    return f"{w.value(p['who'])}: {n} point" + ("" if n == 1 else "s") + f", tokens {sign}{abs(gain)}"


def _tokens_line(p, w):
    ru = w.lang == "ru"
    n, gain = p["n"], p["gain"]
    sign = "+" if gain > 0 else ("−" if gain < 0 else "")
    if ru:
        return f"{w.value(p['who'])}: {_tokens(n, 'ru')} ({sign}{abs(gain)})"
    return f"{w.value(p['who'])}: {_tokens(n, 'en')} ({sign}{abs(gain)})"


def _fine(p, w):
    if w.lang == "ru":
        return f"{w.value(p['who'])} платит за сдачу {_tokens(p['n'], 'ru')} в кон"
    return f"{w.value(p['who'])} pays {_tokens(p['n'], 'en')} into the pot for dealing"


def _pays_wild(p, w):
    wild = p["wild"].id
    if w.lang == "ru":
        return f"{w.value(p['who'])} платит {w.value(p['to'], 'dat')} {_tokens(p['n'], 'ru')} за {w.word(wild, 'acc')}"
    return f"{w.value(p['who'])} pays {w.value(p['to'])} {_tokens(p['n'], 'en')} for {w.word(wild)}"


def _pot(p, w):
    if w.lang == "ru":
        return f"{w.value(p['who'])} забирает кон: {_tokens(p['n'], 'ru')}"
    return f"{w.value(p['who'])} takes the pot: {_tokens(p['n'], 'en')}"


def _wild(p, w):
    wild = p["wild"].id
    if w.lang == "ru":
        verb = "начинает ряд: кладёт" if p.get("lead") else "кладёт"
        return f"{w.value(p['who'])} {verb} {w.word(wild, 'acc')} {w.card(p['card'])} за {w.word(p['rank'].id, 'acc')}"
    verb = "starts a run with" if p.get("lead") else "lays"
    return f"{w.value(p['who'])} {verb} {w.word(wild)} {w.card(p['card'])} as {w.word(p['rank'].id, 'acc')}"


def _act_wild(own: bool):
    def say(p, w):
        wild = p["wild"].id
        if w.lang == "ru":
            line = f"{w.word(wild, 'cap')} {w.card(p['card'])} за {w.word(p['rank'].id, 'acc')}"
            return line + (" и " + " ".join(w.card(c) for c in p["cards"]) if own else "")
        line = f"{w.word(wild, 'cap')} {w.card(p['card'])} as {w.word(p['rank'].id, 'acc')}"
        return line + (" and " + " ".join(w.card(c) for c in p["cards"]) if own else "")
    return say


def _opera(p, w):
    """«Анна взяла «оперу»: ×4 (кончила кометой)»."""
    wild = p["wild"].id
    paid = wild == "kometa.manilla"                 # Манилья pays tokens, Комета scores points
    if w.lang == "ru":
        tail = f" (последняя карта — {w.word(wild)})" if p.get("wild_end") else ""
        return f"{w.value(p['who'])}: «опера» — {'плата' if paid else 'очки'} ×{p['x']}{tail}"
    tail = f" (ending with {w.word(wild)})" if p.get("wild_end") else ""
    return f"{w.value(p['who'])}: the opera — {'payments' if paid else 'points'} ×{p['x']}{tail}"


def _opera_plain(p, w):
    return _opera(dict(p), w)


def _opera_wild(p, w):
    q = dict(p)
    q["wild_end"] = True
    return _opera(q, w)


def _bubble_wild(p, w):
    return w.word(p["wild"].id, "cap") + "!"


def _without(p, w):
    if w.lang == "ru":
        return f"Без {w.word(p['rank'].id, 'gen')}"
    return f"Without {w.word(p['rank'].id, 'gen')}"


def _pass_line(p, w):
    if w.lang == "ru":
        return f"{w.value(p['who'])}: пас — без {w.word(p['rank'].id, 'gen')}"
    return f"{w.value(p['who'])} passes — without {w.word(p['rank'].id, 'gen')}"


def _wild_as(p, w):
    """«комета = 9»: the wild card's name and the rank it stands for, in the card's indices."""
    return f"{w.word(p['wild'].id, 'mark')} = {rank_label(p['rank'], w.indices)}"


def _own_score(p, w):
    """The bottom seat's line beside his plate: «пара 1 · 5 из 24»."""
    score = (f"{p['n']} из {p['target']}" if w.lang == "ru" else f"{p['n']} of {p['target']}")
    if p.get("pair") is None:
        return score
    return (f"пара {p['pair']}" if w.lang == "ru" else f"pair {p['pair']}") + f" · {score}"


TEMPLATES: dict = {
    # the table's notes (rules/games/kometa_notes.py)
    "kometa.note.wild_as": (_wild_as, _wild_as),
    "kometa.note.left_over": ("в остатке: {n}", "left over: {n}"),
    "kometa.note.pot": ("кон", "pot"),
    "kometa.tag.score": ("{n} из {target}", "{n} of {target}"),
    "kometa.tag.pair": ("пара {n}", "pair {n}"),
    "kometa.note.own_score": (_own_score, _own_score),
    "kometa.act.group": ("положить {cards}", "lay {cards}"),
    "kometa.act.wild": (_act_wild(False), _act_wild(False)),
    "kometa.act.wild_own": (_act_wild(True), _act_wild(True)),
    "kometa.new_deal": ("Сдача {n}, сдаёт {who}", "Hand {n}, {who} deals"),
    "kometa.fine": (_fine, _fine),
    "kometa.gets": ("{who} получает: {cards}", "{who} gets: {cards}"),
    "kometa.aside_deal": ("{n:#карта|карты|карт} в остатке — их никто не видит",
                          "{n:#card|cards} left over, unseen"),
    "kometa.lead": ("{who} начинает ряд с {card}", "{who} starts a run with {card}"),
    "kometa.lay": ("{who} кладёт {card}", "{who} lays {card}"),
    "kometa.lead_group": ("{who} начинает ряд с {cards}", "{who} starts a run with {cards}"),
    "kometa.lay_group": ("{who} кладёт разом {cards}", "{who} lays {cards} at once"),
    "kometa.wild": (_wild, _wild),
    "kometa.own_aside": ("{who} откладывает вместе с ней {cards}", "{who} lays aside {cards} with it"),
    "kometa.pays_wild": (_pays_wild, _pays_wild),
    "kometa.cannot_pay_wild": ("{who} не может заплатить {to:dat}", "{who} cannot pay {to}"),
    "kometa.pass": (_pass_line, _pass_line),
    "kometa.gok": ("«Гок»: король закрывает ряд — {who} ходит с любой карты",
                   "'Gok': the king closes the run — {who} leads any card"),
    "kometa.gok_card": ("«Гок»: выше в игре ничего нет — {who} ходит с любой карты",
                        "'Gok': nothing higher is left in play — {who} leads any card"),
    "kometa.closed_passed": ("Все спасовали — {who} начинает новый ряд", "Everyone passed — {who} starts a new run"),
    "kometa.show": ("{who}: на руках осталось {cards}", "{who} is left with: {cards}"),
    "kometa.won": ("{who}: карт больше нет — сдача выиграна", "{who} is out of cards first and wins the hand"),
    "kometa.opera": (_opera_plain, _opera_plain),
    "kometa.opera_wild": (_opera_wild, _opera_wild),
    "kometa.points": (_points, _points),
    "kometa.pays_cards": (_pays_cards(False), _pays_cards(False)),
    "kometa.pays_part": (_pays_cards(True), _pays_cards(True)),
    "kometa.cannot_pay": ("{who} не может заплатить {to:dat}: жетонов нет (причиталось {owed})",
                          "{who} cannot pay {to}: no tokens left ({owed} owed)"),
    "kometa.pot": (_pot, _pot),
    "kometa.leave": ("{who:#остался|осталась} без фишек и выбывает", "{who} has no chips left and is out"),
    "kometa.match_over": ("Игра окончена", "The game is over"),
    "kometa.match_result": ("Итог после {n} {n:сдачи|сдач|сдач}:", "Result after {n:#hand|hands}:"),
    "kometa.score": (_score, _score),
    "kometa.tokens": (_tokens_line, _tokens_line),
    "kometa.bubble.without": (_without, _without),
    "kometa.bubble.gok": ("Гок!", "Gok!"),
    "kometa.bubble.wild": (_bubble_wild, _bubble_wild),
    "kometa.bubble.opera": ("Опера!", "Opera!"),
}
