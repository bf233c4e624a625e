"""The words of the shedding and chip games of seed 000: Ворона, «Стушевываюсь», Тонтина,
Свинки (rules/games/shedding/)."""
from __future__ import annotations

from rules.text import plural_ru


def plural(n, forms, lang):
    if lang == "en" or len(forms) == 2:
        return forms[0] if abs(n) == 1 else forms[-1]
    return plural_ru(n, *forms)


def _dealt(p, w):
    """«Анна сдаёт по 7 карт; 1 карта в стороне»."""
    n, aside = p["n"], p.get("aside") or 0
    if w.lang == "ru":
        line = f"{w.value(p['who'])} сдаёт по {n} " + plural(n, ["карте", "карты", "карт"], "ru")
        if aside:
            line += f"; {aside} " + plural(aside, ["карта", "карты", "карт"], "ru") + " в стороне"
        return line
    line = f"{w.value(p['who'])} deals {n} " + plural(n, ["card", "cards"], "en") + " each"
    if aside:
        line += f"; {aside} " + plural(aside, ["card", "cards"], "en") + " set aside"
    return line


TEMPLATES: dict = {
    # --- shared by the family ---
    "shed.dealt": (_dealt, _dealt),
    "shed.stopped": ("Партия остановлена: слишком много ходов — выше тот, у кого меньше карт",
                     "The deal is stopped: too many moves — fewer cards place higher"),
    "bubble.out": ("Всё!", "Out!"),
    # --- Ворона ---
    "vorona.lead": ("{who} начинает стопку: {card}", "{who} starts a pile: {card}"),
    "vorona.lay": ("{who} кладёт {card} на {target}", "{who} lays {card} on {target}"),
    "vorona.lay_spade": ("{who} кроет {target} пикой {card}", "{who} lays the spade {card} on {target}"),
    "vorona.lay_on_spade": ("{who} кладёт {card} на пику {target} — на пику можно любую",
                            "{who} lays {card} on the spade {target} — anything goes on a spade"),
    "vorona.take": ("{who}: ни масти, ни пик под {target} — забирает стопку, {n:#карту|карты|карт}",
                    "{who} has neither the suit of {target} nor a spade — takes the pile, {n:#card|cards}"),
    "vorona.leads_next": ("Новую стопку начинает {who}", "{who} starts a new pile"),
    "vorona.loser": ("{who} остался с картами — ворона!", "{who} is left holding cards — the crow!"),
}
