"""The words of the shedding and chip games of seed 000: Ворона, «Стушевываюсь», Тонтина,
Свинки (rules/games/shedding/)."""
from __future__ import annotations

from rules.cards import SUIT_SYMBOL, rank_label

from .grammar import plural_ru


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


def _count(over):
    def say(p, w):
        ru = w.lang == "ru"
        n, total = p["n"], p["total"]
        line = f"{w.value(p['who'])}: " + (f"на руках {n} " + plural(n, ["очко", "очка", "очков"], "ru") if ru
                                            else f"{n} " + plural(n, ["point", "points"], "en") + " in hand")
        if not p.get("per_deal"):
            line += f", всего {total}" if ru else f", {total} in all"
        if over:
            line += " — больше 25, выбывает" if ru else " — over 25, drops out"
        return line
    return say


def _nothing(p, w):
    ru = w.lang == "ru"
    line = f"{w.value(p['who'])}: " + ("карт нет" if ru else "no cards left")
    if not p.get("per_deal"):
        line += f", всего {p['total']}" if ru else f", {p['total']} in all"
    return line


def _won(how):
    def say(p, w):
        ru = w.lang == "ru"
        who = w.value(p["who"])
        many = p.get("many")
        if how == "aces":
            return (f"{who}: " + ("остались одни тузы (или ничего) — выигрывают кон" if many else
                                  "остались одни тузы (или ничего) — выигрывает кон")) if ru else \
                f"{who}: only aces (or nothing) left — " + ("they win the pot" if many else "wins the pot")
        if how == "cycle":
            return (f"Карты ходят по кругу, выйти никто не может — меньше всех карт кроме тузов: {who}" if ru else
                    f"The cards go round and round, nobody can finish — the fewest cards other than aces: {who}")
        if how == "deadlock":
            return (f"Круг прошёл, ходить некому — меньше всех карт кроме тузов: {who}" if ru else
                    f"A whole round passed with no move — the fewest cards other than aces: {who}")
        return (f"Десять кругов из запаса сыграно — меньше всех карт кроме тузов: {who}" if ru else
                f"Ten rounds from the reserves are played — the fewest cards other than aces: {who}")
    return say


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
    "vorona.loser": ("{who} — {who:последний|последняя} с картами: ворона!", "{who} is left holding cards — the crow!"),
    # --- «Стушевываюсь» ---
    "stush.lead": ("{who} ходит {card}", "{who} leads {card}"),
    "stush.follow": ("{who} кладёт {card}", "{who} follows with {card}"),
    "stush.pass": ("{who}: «Стушевываюсь» — нет масти {suit}", "{who}: “I efface myself” — no {suit}"),
    "stush.out": ("{who}: карт больше нет — остальные считают очки", "{who} is out of cards — the others count"),
    "stush.count": (_count(False), _count(False)),
    "stush.count_over": (_count(True), _count(True)),
    "stush.nothing": (_nothing, _nothing),
    "stush.dropped": ("Выбывает: {who}", "Out of the game: {who}"),
    "stush.winner": ("{who} выигрывает: у всех остальных больше 25", "{who} wins: everyone else is over 25"),
    "stush.limit": ("Партия остановлена после 60 сдач — выше тот, у кого меньше очков",
                    "The game is stopped after 60 deals — fewer points place higher"),
    "stush.act.pass": ("Стушевываюсь", "I efface myself"),
    "stush.act.deal": ("Сдать", "Deal"),
    "bubble.stush": ("Стушевываюсь!", "I efface myself!"),
    # --- Тонтина ---
    "tontina.antes": ("Все кладут в кон по {n:#фишке|фишки|фишек}: в коне {total}",
                      "Everyone puts {n:#chip|chips} into the pot: {total} in it"),
    "tontina.deal": ("Сдача {n}: сдаёт {who}", "Deal {n}: {who} deals"),
    "tontina.from_pot": ("{who}: {card} — получает из кона {n:#фишку|фишки|фишек}",
                         "{who}: {card} — takes {n:#chip|chips} from the pot"),
    "tontina.from_pot_short": ("{who}: {card} — причиталось {due}, в коне было только {n}",
                               "{who}: {card} — {due} due, the pot held only {n}"),
    "tontina.pot_empty": ("{who}: {card} — но кон пуст", "{who}: {card} — but the pot is empty"),
    "tontina.to_pot": ("{who}: {card} — платит в кон {n:#фишку|фишки|фишек}", "{who}: {card} — pays {n:#chip|chips} into the pot"),
    "tontina.to_right": ("{who}: {card} — платит {to:dat} (справа) {n:#фишку|фишки|фишек}",
                         "{who}: {card} — pays {to} (on the right) {n:#chip|chips}"),
    "tontina.nothing": ("{who}: {card} — ничего", "{who}: {card} — nothing"),
    "tontina.cannot": ("{who}: {card} — платить нечем", "{who}: {card} — nothing to pay with"),
    "tontina.dies": ("{who}: фишек не осталось — «{who:умер|умерла}» (карт не получает, но остаётся за столом)", "{who} has no chips left — “dead” (no cards, but keeps the seat)"),
    "tontina.revives": ("{who} получает плату и «оживает»!", "{who} is paid and comes back to life!"),
    "tontina.eliminated": ("{who:#должен|должна} {owed}, а есть только {had} — отдаёт всё и выбывает окончательно",
                           "{who} owes {owed} but had {had} — out for good"),
    "tontina.end_stock": ("Колоды не хватает на всех живых (в колоде {n:#карта|карты|карт}) — игра окончена",
                          "The stock cannot serve every live player ({n:#card|cards} left) — the game is over"),
    "tontina.end_one": ("Остался один игрок — игра окончена", "One player is left — the game is over"),
    "tontina.takes_pot": ("{who} богаче всех и забирает из кона {n:#фишку|фишки|фишек}",
                          "{who} is the richest and takes {n:#chip|chips} from the pot"),
    "tontina.share_pot": ("Богаче всех поровну: {who} — делят кон ({n})",
                          "Equally richest: {who} — they split the pot ({n})"),
    "tontina.act.deal": ("Сдать", "Deal"),
    # --- Свинки ---
    "svinki.antes": ("Все ставят в кон по {n:#фишке|фишки|фишек}: в коне {total}",
                     "Everyone antes {n:#chip|chips}: {total} in the pot"),
    "svinki.pig": ("«Свинья» — {card}", "The pig: {card}"),
    "svinki.shop": ("{who} открывает свой магазин: {card}", "{who} opens a magazine: {card}"),
    "svinki.to_pig": ("{who} тянет {card} — на «свинью»: следующая в масть", "{who} draws {card} — onto the pig: next in its suit"),
    "svinki.to_shop": ("{who} тянет {card} — {to:dat} в магазин: на ранг ниже",
                       "{who} draws {card} — onto {to}'s magazine: one rank lower"),
    "svinki.choose": ("{who} тянет {card} — подходит обоим соседям, выбирает",
                      "{who} draws {card} — it fits both neighbours: a choice"),
    "svinki.chose": ("{who} кладёт {card} {to:dat} в магазин", "{who} lays {card} on {to}'s magazine"),
    "svinki.reserve": ("{who} тянет карту — места ей нет, в запас", "{who} draws a card — no place for it: to the reserve"),
    "svinki.reserve_seen": ("{who} тянет {card} — места нет, в запас", "{who} draws {card} — no place: to the reserve"),
    "svinki.own_shop": ("{who} тянет {card} — места нет, на свой магазин", "{who} draws {card} — no place: onto their own magazine"),
    "svinki.ace": ("{who} тянет {card} — тузы никуда не подкладывают", "{who} draws {card} — aces are never placed"),
    "svinki.play_pig": ("{who} выкладывает {card} на «свинью»", "{who} plays {card} onto the pig"),
    "svinki.play_shop": ("{who} выкладывает {card} {to:dat} в магазин", "{who} plays {card} onto {to}'s magazine"),
    "svinki.pass": ("{who}: некуда — пас", "{who}: nowhere to play — pass"),
    "svinki.stock_out": ("Колода кончилась — играют из запаса", "The stock is out — everyone plays from the reserves"),
    "svinki.stock_out_turn": ("Колода кончилась — каждый в свой черёд переворачивает свой магазин и тянет из него",
                              "The stock is out — each in turn turns his magazine over and draws from it"),
    "svinki.turn_over": ("{who} переворачивает свой магазин ({n:#карта|карты|карт}) и тянет из него",
                         "{who} turns the magazine over ({n:#card|cards}) and draws from it"),
    "svinki.turn_over_shuffled": ("Карты пошли по кругу: {who} тасует свой магазин ({n:#карта|карты|карт}), "
                                  "переворачивает и тянет из него",
                                  "The cards go round: {who} shuffles the magazine ({n:#card|cards}), turns it over "
                                  "and draws from it"),
    "svinki.won_aces": (_won("aces"), _won("aces")),
    "svinki.won_deadlock": (_won("deadlock"), _won("deadlock")),
    "svinki.won_cycle": (_won("cycle"), _won("cycle")),
    "svinki.won_limit": (_won("limit"), _won("limit")),
    "svinki.takes_pot": ("{who} забирает из кона {n:#фишку|фишки|фишек}", "{who} takes {n:#chip|chips} from the pot"),
    "svinki.act.draw": ("Тянуть", "Draw"),
    "reason.svinki.draw_own": ("Сначала возьмите верхнюю карту своего перевёрнутого магазина",
                               "First draw the top card of your magazine, turned over"),
    "svinki.act.pig": ("{card} — на «свинью»", "{card} onto the pig"),
    "svinki.act.shop": ("{card} — {to:dat}", "{card} onto {to}'s magazine"),
}


def _suit(ru, en):
    """A template naming the suit (a ``Word``) by its symbol: ``{sym}`` in ``ru`` and ``en``."""
    return (lambda p, w: ru.format(sym=SUIT_SYMBOL[p["suit"].id]),
            lambda p, w: en.format(sym=SUIT_SYMBOL[p["suit"].id]))


def _why(ru, en):
    """Why the last card of Свинки went where it went, after the card when it was seen."""
    def say(text):
        return lambda p, w: (f"{w.card(p['card'])}: " if p.get("card") is not None else "") + text
    return say(ru), say(en)


def _pig(ru, en):
    """Why the pig waits for a card; when the viewer's own magazine shows it (``card``), said
    of his card first."""
    def say(text, plain, yours):
        return lambda p, w: (yours.format(card=w.card(p["card"])) if p.get("card") is not None else plain) + text
    return (say(ru, "На «свинью» кладут ", "Ваша {card} лежит открытой на магазине, а на «свинью» кладут "),
            say(en, "Only ", "Your {card} lies face up on your magazine, and only "))


def _rank_suit(p, w):
    """A card named by ``rank`` and ``suit`` (a card that is nowhere on the table)."""
    return rank_label(p["rank"], w.indices) + SUIT_SYMBOL[p["suit"].id]


# the table's notes (rules/games/shedding/notes.py)
TEMPLATES.update({
    "shed.note.aside": ("в стороне: {n}", "aside: {n}"),
    "shed.note.stock": ("колода: {n}", "stock: {n}"),
    "vorona.note.new_pile": ("новая стопка — любая карта", "a new pile — any card"),
    "vorona.note.on_spade": ("на пику — любая карта", "on a spade — any card"),
    "vorona.note.follow": _suit("на {sym} — {sym} или пику ♠, иначе взять всё",
                                "on {sym} — a {sym} or a spade ♠, else take it all"),
    "stush.tag.out": ("вне игры · {n}", "out · {n}"),
    "stush.tag.total": ("{n} из {limit}", "{n} of {limit}"),
    "stush.tag.deal_total": ("в сдаче: {n}", "this deal: {n}"),
    "stush.note.deal_over": ("сдача сыграна — сдаёт следующий", "the deal is over — the next one deals"),
    "stush.note.lead_any": ("ход с любой масти", "lead any suit"),
    "stush.note.follow": _suit("в масть {sym} — или «Стушевываюсь»", "follow {sym} — or efface yourself"),
    "stush.note.follow_only": _suit("в масть {sym}", "follow {sym}"),
    "stush.note.efface": _suit("нет {sym} — «Стушевываюсь»", "no {sym} — efface yourself"),
    "stush.legend.total": ("Сколько набрано за прошлые сдачи: когда кто-то выложит последнюю карту, остальные "
                           "считают карты на руках (Т 11, В 12, Д 13, К 14, прочие по достоинству). У кого "
                           "больше {limit} — выбывает.",
                           "The count from the deals so far: when someone lays his last card, the others count "
                           "their hands (A 11, J 12, Q 13, K 14, the rest their face value). Over {limit}, a "
                           "player drops out."),
    "stush.legend.deal_total": ("Счёт этой сдачи: когда кто-то выложит последнюю карту, остальные считают карты "
                                "на руках (Т 11, В 12, Д 13, К 14, прочие по достоинству). У кого больше {limit} — "
                                "выбывает.",
                                "This deal's count: when someone lays his last card, the others count their hands "
                                "(A 11, J 12, Q 13, K 14, the rest their face value). Over {limit}, a player drops "
                                "out."),
    "tontina.note.pot": ("кон", "pot"),
    "tontina.tag.dead": ("без фишек", "dead"),
    "tontina.tag.revived": ("снова в игре!", "revived!"),
    "tontina.tag.out": ("вне игры", "out"),
    "tontina.note.from_pot": ("+{n} из кона", "+{n} from the pot"),
    "tontina.note.to_pot": ("−{n} в кон", "−{n} to the pot"),
    "tontina.note.to_right": ("−{n} соседу →", "−{n} to the right"),
    "tontina.note.nothing": ("ничего", "nothing"),
    "svinki.note.pig_wants": (lambda p, w: f"«свинья» ждёт {_rank_suit(p, w)}",
                               lambda p, w: f"the pig wants {_rank_suit(p, w)}"),
    "svinki.note.pig_full": ("«свинья» полна", "the pig is full"),
    "svinki.note.stock_out": ("колода кончилась", "the stock is out"),
    "svinki.legend.pig.turn_over": _pig(
        "только что вытянутую карту: из колоды, а когда она кончится — из своего перевёрнутого магазина. "
        "Открытые карты магазинов лежат: на них подкладывают соседи.",
        "a card just drawn goes on the pig: from the stock, and once it is out, from one's own magazine turned "
        "over. The face-up cards of the magazines stay: the neighbours lay cards on them."),
    "svinki.legend.pig.reserve": _pig(
        "только что вытянутую карту из колоды, а когда она кончится — карту из своего запаса. Открытые карты "
        "магазинов лежат: на них подкладывают соседи.",
        "a card just drawn from the stock goes on the pig, and once the stock is out, a card from one's "
        "reserve. The face-up cards of the magazines stay: the neighbours lay cards on them."),
    "svinki.legend.pig.top": _pig(
        "только что вытянутую карту из колоды; когда она кончится — верхнюю карту своего магазина. До тех пор "
        "открытые карты магазинов лежат: на них подкладывают соседи.",
        "a card just drawn from the stock goes on the pig; once the stock is out, the top card of one's "
        "magazine. Until then the face-up cards of the magazines stay: the neighbours lay cards on them."),
    "svinki.note.why.pig": _why("на «свинью» — следующая в масть", "onto the pig — next in its suit"),
    "svinki.note.why.shop": _why("соседу — на ранг ниже", "to a neighbour — one rank lower"),
    "svinki.note.why.reserve": _why("места нет — в запас", "no place — to the reserve"),
    "svinki.note.why.own": _why("места нет — на свой магазин", "no place — onto one's own magazine"),
    "svinki.note.why.ace": _why("тузы никуда не подкладывают — на свой магазин",
                                "aces go nowhere — onto one's own magazine"),
    "svinki.note.why.choose": _why("подходит обоим соседям — выбор", "fits both neighbours — a choice"),
})
