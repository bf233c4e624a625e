"""Words of the durak family: log lines for events and labels for buttons (ru / en)."""
from __future__ import annotations

from ...cards import SUIT_SYMBOL
from ...text import count_cards

SUIT_NAME = {
    "ru": {"S": "пики", "C": "трефы", "H": "черви", "D": "бубны"},
    "en": {"S": "spades", "C": "clubs", "H": "hearts", "D": "diamonds"},
}


def _l(lang):
    return "en" if lang == "en" else "ru"


def suit_words(suit: str, lang: str) -> str:
    return f"{SUIT_SYMBOL[suit]} {SUIT_NAME[_l(lang)][suit]}"


def _names_join(names, seats, lang):
    who = [names[s] for s in seats]
    if len(who) <= 1:
        return "".join(who)
    sep = " и " if _l(lang) == "ru" else " and "
    return ", ".join(who[:-1]) + sep + who[-1]


def describe(events, names, lang="ru") -> list[str]:
    """Log lines for the events of one action (or of the start of a deal)."""
    ru = _l(lang) == "ru"
    lines: list[str] = []
    dealt = False
    bito_said = False
    takes: dict = {}       # seat -> [count, index in lines]
    draws: dict = {}
    wrong = any(e.kind == "wrong" for e in events)
    for e in events:
        k = e.kind
        who = names[e.seat] if e.seat is not None and e.seat < len(names) else ""
        card = e.cards[0].label(lang) if e.cards else None
        if k == "deal":
            if not dealt:
                lines.append(f"Сдано по {count_cards(e.count, 'ru')}" if ru else f"{count_cards(e.count, 'en')} dealt to each")
                dealt = True
        elif k == "name":
            s = e.get("suit")
            lines.append(f"{who} назначает козыри: {suit_words(s, lang)}" if ru else f"{who} names trumps: {suit_words(s, lang)}")
        elif k == "reinsert":
            lines.append(f"Открылась пика ({card}) — её кладут в середину колоды" if ru
                         else f"A spade turned up ({card}) — it goes back into the middle of the stock")
        elif k == "trump":
            s = e.get("suit")
            if e.get("mode") == "diamonds":
                lines.append("Козыри — всегда бубны ♦" if ru else "Diamonds ♦ are always trumps")
            elif e.seat is not None:
                lines.append(f"Вся колода роздана; последняя карта сдающего {card} — козыри {suit_words(s, lang)}" if ru
                             else f"The whole pack is dealt; the dealer's last card {card} shows trumps: {suit_words(s, lang)}")
            else:
                lines.append(f"Козырь — {card}, под колодой" if ru else f"Trump card {card}, under the stock")
            if e.get("plain"):
                lines.append("Козыри — пики: играют как в обычного подкидного" if ru
                             else "Spades are trumps: the deal is played as ordinary podkidnoy")
        elif k == "show":
            lines.append(f"Младший козырь {card} — первым ходит {who}" if ru
                         else f"Lowest trump {card} — {who} attacks first")
        elif k == "lead":
            lines.append(f"{who} ходит {card}" if ru else f"{who} leads {card}")
        elif k == "throw":
            lines.append(f"{who} подкидывает {card}" if ru else f"{who} throws in {card}")
        elif k == "defend":
            target = e.get("target").label(lang)
            if wrong:
                lines.append(f"{who} кладёт {card} на {target}" if ru else f"{who} lays {card} on {target}")
            elif e.get("trump"):
                lines.append(f"{who} бьёт {target} козырем {card}" if ru else f"{who} trumps {target} with {card}")
            else:
                lines.append(f"{who} бьёт {target} картой {card}" if ru else f"{who} beats {target} with {card}")
        elif k == "cover":
            target = e.get("target").label(lang)
            lines.append(f"{who} кладёт карту рубашкой вверх на {target}" if ru
                         else f"{who} lays a card face down on {target}")
        elif k == "transfer":
            if e.get("shown"):
                lines.append(f"{who} показывает козырь {card} и переводит" if ru
                             else f"{who} shows the trump {card} and passes the attack on")
            elif e.get("otkaz"):
                lines.append(f"{who} отказывает: переводит {card} назад" if ru
                             else f"{who} refuses («отказ»): passes {card} back")
            else:
                lines.append(f"{who} переводит {card}" if ru else f"{who} passes the attack on with {card}")
        elif k == "say":
            w = e.get("word")
            if w == "take":
                lines.append(f"{who} берёт" if ru else f"{who} takes")
            elif w == "bito":
                lines.append(f"{who}: «Бито»" if ru else f"{who}: “Done” (бито)")
            elif w == "pass":
                lines.append(f"{who}: пас" if ru else f"{who} passes")
            elif w == "believe":
                lines.append(f"{who}: «Верю»" if ru else f"{who}: “I believe”")
            elif w == "disbelieve":
                lines.append(f"{who}: «Не верю»" if ru else f"{who}: “I don't believe”")
        elif k == "reveal":
            pairs = ", ".join(f"{c.label(lang)} {'на' if ru else 'on'} {t.label(lang)}"
                              for c, t in zip(e.cards, e.get("targets", ())))
            ok = e.get("correct")
            if ru:
                lines.append(f"Карты открыты: {pairs} — " + ("покрыто верно" if ok else "покрыто неверно"))
            else:
                lines.append(f"Covers turned up: {pairs} — " + ("all correct" if ok else "not a proper defence"))
        elif k == "wrong":
            why = e.get("why")
            if why == "defend":
                t = e.get("target").label(lang)
                lines.append(f"Ошибка: {card} не бьёт {t}" if ru else f"Wrong: {card} does not beat {t}")
            elif why == "throw":
                lines.append(f"Ошибка: карты достоинства {card} нет на столе" if ru
                             else f"Wrong: no card of the rank of {card} is on the table")
            else:
                lines.append(f"Ошибка: {card} — не того достоинства" if ru else f"Wrong: {card} is not of the attack's rank")
        elif k == "take":
            if e.seat in takes:
                n, i = takes[e.seat]
                takes[e.seat] = [n + e.count, i]
            else:
                takes[e.seat] = [e.count, len(lines)]
                lines.append("")
        elif k == "bito":
            if not bito_said:
                lines.append("Бито" if ru else "Beaten — to the discard (бито)")
                bito_said = True
        elif k == "draw":
            if e.get("trump_card"):
                lines.append(f"{who} добирает козырную карту {card} из-под колоды" if ru
                             else f"{who} draws the trump card {card} from under the stock")
                continue
            if e.seat in draws:
                draws[e.seat][0] += e.count
            else:
                draws[e.seat] = [e.count, len(lines)]
                lines.append("")
        elif k == "out":
            p = e.get("place")
            lines.append(f"{who} выходит из игры — {p}-е место" if ru else f"{who} is out — place {p}")
        elif k == "stalemate":
            lines.append("Партия остановлена: слишком много ходов" if ru else "The deal is stopped: too many bouts")
        elif k == "over":
            fools = e.get("fools") or ()
            if e.get("draw"):
                lines.append("Ничья — дурака нет" if ru else "A draw — nobody is the fool")
            elif len(fools) == 1:
                lines.append(f"Дурак — {names[fools[0]]}" if ru else f"{names[fools[0]]} is the fool")
            elif fools:
                lines.append(f"Дураки — {_names_join(names, fools, lang)}" if ru
                             else f"The fools: {_names_join(names, fools, lang)}")
    for seat, (n, i) in takes.items():
        lines[i] = (f"{names[seat]} забирает {count_cards(n, 'ru')}" if ru
                    else f"{names[seat]} picks up {count_cards(n, 'en')}")
    for seat, (n, i) in draws.items():
        lines[i] = (f"{names[seat]} добирает {count_cards(n, 'ru')}" if ru
                    else f"{names[seat]} draws {count_cards(n, 'en')}")
    return [x for x in lines if x]


LABELS = {
    "take": ("Беру", "Take"),
    "bito": ("Бито", "Done"),           # the main attacker closes a beaten bout
    "pass": ("Пас", "Pass"),
    "done": ("Готово", "That's all"),   # a lead of several cards is complete
    "believe": ("Верю", "I believe"),
    "disbelieve": ("Не верю", "I don't believe"),
}


def action_label(action, lang="ru") -> str:
    ru = _l(lang) == "ru"
    k = action.kind
    if k in LABELS:
        return LABELS[k][0 if ru else 1]
    if action.cards:
        c = " + ".join(x.label(lang) for x in action.cards)
    elif action.index is not None:
        c = (f"карта №{action.index + 1}" if ru else f"card #{action.index + 1}")
    else:
        c = ""
    if k == "attack":
        return f"Ходить: {c}" if ru else f"Play {c}"
    if k == "defend":
        return f"Бить: {c}" if ru else f"Beat with {c}"
    if k == "cover":
        return f"Накрыть: {c}" if ru else f"Cover with {c}"
    if k == "transfer":
        if action.value == "show":
            return f"Показать {c} и перевести" if ru else f"Show {c} and pass on"
        return f"Перевести: {c}" if ru else f"Pass on with {c}"
    if k == "name":
        return (f"Козыри — {suit_words(action.value, lang)}" if ru else f"Trumps: {suit_words(action.value, lang)}")
    return k


ROLE_WORDS = {
    "attacker": ("атакует", "attacks"),
    "defender": ("отбивается", "defends"),
    "thrower": ("подкидывает", "may throw in"),
    "idle": ("", ""),
    "out": ("вышел", "out"),
}


def role_word(role: str, lang="ru") -> str:
    """The table's caption for a seat's role (``view.public['roles']``)."""
    pair = ROLE_WORDS.get(role, ("", ""))
    return pair[0 if _l(lang) == "ru" else 1]
