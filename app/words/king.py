"""The words of Кинг's and Наполеон's phrases (rules/games/king, rules/games/napoleon), and of
the notes their tables and «Два ряда»'s write (rules/games/king/notes.py)."""
from __future__ import annotations

from rules.cards import SUIT_SYMBOL

# a Кинг deal on the table: (its name, what it punishes), in Russian and English
GAME_NAMES = {
    "tricks": (("Не брать взяток", "No tricks"), ("{trick} за взятку", "{trick} a trick")),
    "hearts": (("Не брать червей", "No hearts"), ("{heart} за черву", "{heart} a heart")),
    "boys": (("Не брать мальчиков", "No boys (jacks)"), ("{boy} за валета", "{boy} a jack")),
    "girls": (("Не брать девочек", "No girls (queens)"), ("{girl} за даму", "{girl} a queen")),
    "last2": (("Не брать двух последних", "No last two tricks"), ("{last} за каждую", "{last} each")),
    "king": (("Не брать кинга", "No King of hearts"), ("{kh} за К♥", "{kh} for K♥")),
    "eralash": (("Ералаш", "Yeralash (all at once)"),
                ("всё сразу: {trick}, {heart}, {boy}, {girl}, {last}, {kh}",
                 "all at once: {trick}, {heart}, {boy}, {girl}, {last}, {kh}")),
    "otygrysh": (("Отыгрыш", "Winning back"), ("+{plus} за взятку", "+{plus} a trick")),
    "circle": (("Круг «не брать взяток»", "Opening circle: no tricks"),
               ("больше всех взяток — 4 штрафа", "most tricks — 4 penalty")),
}


def _king_game(p, w):
    """«Не брать червей · 2 за черву»; the отыгрыш with its trumps («Отыгрыш: козыри ♥»)."""
    en = w.lang == "en"
    deal = p["g"].id.removeprefix("king.")
    name, what = GAME_NAMES.get(deal, ((deal, deal), ("", "")))
    name = name[en]
    if deal == "otygrysh":
        trump = p.get("trump")
        if trump is not None:
            name += (": trumps " if en else ": козыри ") + SUIT_SYMBOL[trump.id]
        else:
            name += " — trumps being named" if en else " — назначаются козыри"
    what = what[en].format(**{k: p.get(k, "") for k in ("trick", "heart", "boy", "girl", "last", "kh", "plus")})
    return f"{name} · {what}" if what else name


def _left_list(p, w):
    """«Вз Ч×2 М»: the games a seat has left to order, short."""
    return " ".join(w.word(g.id) + (f"×{k}" if k > 1 else "") for g, k in zip(p["games"], p["times"]))


def _king_left(p, w):
    text = _left_list(p, w)
    if w.lang == "en":
        return "left: " + text if text else "all played"
    return "ещё: " + text if text else "всё сыграно"


def _left_legend(p, w):
    """The games left to order, the short names spelt out, one a line: «Вз — «не брать взяток»»."""
    en = w.lang == "en"
    parts = [f"{w.word(g.id)}{f'×{k}' if k > 1 else ''} — {w.word(g.id.replace('king.short.', 'king.'))}"
             for g, k in zip(p["games"], p["times"])]
    if not parts:
        return "Every game is ordered." if en else "Все игры заказаны."
    return ("Games left to order:\n" if en else "Осталось заказать:\n") + "\n".join(parts)


def _your_games(p, w):
    left = p["left"]
    text = _left_list(left.kwargs, w) or ("all played" if w.lang == "en" else "всё сыграно")
    return ("your games: " if w.lang == "en" else "ваши игры: ") + text


def _nap_plays(p, w):
    if w.lang == "en":
        return f"{'Napoleon' if p['nap'] else 'plays'}: {p['took']} of {p['n']}"
    return f"{'Наполеон' if p['nap'] else 'играет'}: {p['took']} из {p['n']}"


def _nap(p, w):
    return " «на Наполеона»" if p.get("nap") and w.lang == "ru" else (" «on Napoleon»" if p.get("nap") else "")


def _declarer(p, w):
    who, n = w.value(p["who"]), p["n"]
    if w.lang == "ru":
        return f"Играет {who}: {n} {w.value(n, 'взятку|взятки|взяток')}{_nap(p, w)}"
    return f"{who} plays for {n} {w.value(n, 'trick|tricks')}{_nap(p, w)}"


def _made(ok):
    def say(p, w):
        who, took, n = w.value(p["who"]), p["took"], p["n"]
        if w.lang == "ru":
            took_ru = w.agree(p["who"], "взял", "взяла")
            return (f"{who} {took_ru} {took} из {n}{_nap(p, w)} — игра сделана" if ok
                    else f"{who} {took_ru} {took} из {n}{_nap(p, w)} — без {n - took}")
        return (f"{who} took {took} of {n}{_nap(p, w)} — made" if ok
                else f"{who} took {took} of {n}{_nap(p, w)} — down {n - took}")
    return say


TEMPLATES = {
    # --- Наполеон ---
    "napoleon.new_deal": ("Сдача {n} из {total}, сдаёт {who}; все вносят в клад", "Deal {n} of {total}, {who} deals; all pay into the hoard"),
    "napoleon.ante": ("{who} вносит в клад {n}", "{who} pays {n} into the hoard"),
    "napoleon.dealt": ("Сдано по {n:#карте|карты|карт}", "{n:#card|cards} each dealt"),
    "napoleon.bid": ("{who}: {n:#взятка|взятки|взяток}", "{who} bids {n}"),
    "napoleon.bid_nap": ("{who}: пять — «на Наполеона»!", "{who}: five — «on Napoleon»!"),
    "napoleon.pass": ("{who}: пас", "{who} passes"),
    "napoleon.zdes": ("{who}: «Здесь» — берёт игру на {n}", "{who}: “Here” — holds the game at {n}"),
    "napoleon.all_pass": ("Все спасовали — пересдача, клад остаётся", "All passed — a new deal, the hoard stays"),
    "napoleon.declarer": (_declarer, _declarer),
    "napoleon.buy": ("{who} сбрасывает карту и прикупает одну", "{who} discards a card and buys one"),
    "napoleon.buy_seen": ("{who} сбрасывает карту и прикупает {card}", "{who} discards a card and buys {card}"),
    "napoleon.keep": ("{who} не прикупает", "{who} does not buy"),
    "napoleon.trump": ("{who} ходит {who:первым|первой}: козыри — {suit}", "{who} leads: trumps are {suit}"),
    "napoleon.play": ("{who}: {card}", "{who}: {card}"),
    "napoleon.trick": ("Взятку берёт {who}", "{who} takes the trick"),
    "napoleon.made": (_made(True), _made(True)),
    "napoleon.failed": (_made(False), _made(False)),
    "napoleon.pays": ("{who} платит {to:dat} {n:#фишку|фишки|фишек}", "{who} pays {to} {n:#chip|chips}"),
    "napoleon.to_klad": ("{who} кладёт в клад {n:#фишку|фишки|фишек}", "{who} puts {n:#chip|chips} into the hoard"),
    "napoleon.from_klad": ("{who} забирает клад: {n:#фишка|фишки|фишек}", "{who} takes the hoard: {n:#chip|chips}"),
    "napoleon.double": ("{who} удваивает клад: ещё {n:#фишка|фишки|фишек}", "{who} doubles the hoard: {n:#chip|chips} more"),
    "napoleon.match_over": ("Игра окончена", "The game is over"),
    "napoleon.short": ("{who:#должен|должна} {to:dat} {owed:#фишку|фишки|фишек}, а платит {n} — больше у {who:него|неё} нет",
                       "{who} owes {to} {owed:#chip|chips} but pays {n} — he has no more"),
    "napoleon.short_klad": ("{who:#должен|должна} в клад {owed:#фишку|фишки|фишек}, а кладёт {n} — больше у {who:него|неё} нет",
                            "{who} owes the hoard {owed:#chip|chips} but puts in {n} — he has no more"),
    "napoleon.leaves": ("{who} не может внести в клад {ante:#фишку|фишки|фишек} и выходит из-за стола",
                        "{who} cannot pay {ante:#chip|chips} into the hoard and leaves the table"),
    "napoleon.last_one": ("За столом остался один — игра окончена, клад его",
                          "One player is left at the table — the game is over, the hoard is his"),
    "napoleon.act.bid": ("{n:#взятка|взятки|взяток}", "Bid {n}"),
    "napoleon.act.nap": ("«На Наполеона»", "«On Napoleon»"),
    "napoleon.act.zdes": ("«Здесь»", "“Here” (hold)"),
    "napoleon.act.keep": ("Без прикупа", "No buy"),
    "napoleon.act.discard": ("Сбросить {card} и прикупить", "Discard {card} and buy"),
    "napoleon.bubble.bid": ("{n:#взятка|взятки|взяток}", "{n:#trick|tricks}"),
    "napoleon.bubble.nap": ("На Наполеона!", "On Napoleon!"),
    "napoleon.bubble.zdes": ("Здесь", "Here"),
    "napoleon.contract": ("{who}: {took} из {n}", "{who}: {took} of {n}"),
    "napoleon.klad": ("Клад: {n}", "Hoard: {n}"),
    # --- Кинг ---
    "king.game": ("{g}", "{g}"),
    "king.new_deal": ("Сдача {n} из {total}, сдаёт {who}: {game}", "Deal {n} of {total}, {who} deals: {game}"),
    "king.new_deal_order": ("Сдача {n} из {total}, сдаёт {who}; заказывает {orderer}",
                            "Deal {n} of {total}, {who} deals; {orderer} orders"),
    "king.dealt": ("Карты сданы по две", "The cards are dealt in twos"),
    "king.order": ("{who} заказывает: {game}", "{who} orders: {game}"),
    "king.trump": ("{who} назначает козыри: {suit}", "{who} names trumps: {suit}"),
    "king.talon": ("{who} показывает прикуп и берёт его: {cards}", "{who} shows the talon and takes it: {cards}"),
    "king.discard": ("{who} сносит карту", "{who} lays a card away"),
    "king.discard_seen": ("{who} сносит {card}", "{who} lays away {card}"),
    "king.play": ("{who}: {card}", "{who}: {card}"),
    "king.trick": ("Взятку берёт {who}", "{who} takes the trick"),
    "king.points": ("{who}: штраф {n}", "{who}: {n} penalty"),
    "king.plus": ("{who}: +{n} в отыгрыше", "{who}: +{n} won back"),
    "king.clean": ("Никто ничего не записывает", "Nobody writes anything"),
    "king.match_over": ("Партия окончена: итог записан", "The match is over: the account is written"),
    "king.act.order": ("Заказать: {game}", "Order: {game}"),
    "king.act.trump": ("Козыри — {suit}", "Trumps: {suit}"),
    "king.act.discard": ("Снести {card}", "Lay away {card}"),
    "king.bubble.order": ("{game}", "{game}"),
    "king.bubble.trump": ("Козыри {suit}", "Trumps {suit}"),
    # --- два ряда ---
    "dva.new_deal": ("Сдача {n}, сдаёт {who}", "Deal {n}, {who} deals"),
    "dva.dealt": ("Ряды разложены, по 6 карт на руки", "The rows are laid out, 6 cards each in hand"),
    "dva.play": ("{who}: {card}", "{who}: {card}"),
    "dva.play_row": ("{who}: {card} из ряда", "{who}: {card} from the row"),
    "dva.turn": ("{who}: в ряду открывается {card}", "{who}: {card} turns up in the row"),
    "dva.trick": ("Взятку берёт {who}", "{who} takes the trick"),
    "dva.scored": ("{who}: взяток {a} против {b} — записывает {n} (всего {total})",
                   "{who}: {a} tricks to {b} — scores {n} ({total} in all)"),
    "dva.even": ("Взяток поровну, по {n} — никто не записывает", "Even tricks, {n} each — nobody scores"),
    "dva.match_over": ("Партия окончена", "The game is over"),
    # --- the table's notes (rules/games/king/notes.py) ---
    "trick.note.stock": ("колода: {n}", "stock: {n}"),
    "trick.note.tricks": ("взяток: {n}", "tricks: {n}"),
    "trick.note.deal": ("сдача {n} из {total}", "deal {n} of {total}"),
    "king.note.game": (_king_game, _king_game),
    "king.note.ordering": ("Заказ игры", "The game is being ordered"),
    "king.note.discarding": ("прикуп взят — снос двух карт", "talon taken — two cards laid away"),
    "king.note.your_games": (_your_games, _your_games),
    "king.tag.score": ("штраф {penalty} · +{plus}", "penalty {penalty} · +{plus}"),
    "king.legend.score": ("Штраф {penalty} — штрафные очки за взятое в штрафных играх; +{plus} — очки за "
                          "взятки в отыгрыше. Итог партии: отыгрыш минус штраф.",
                          "Penalty {penalty}: the penalty points for what was taken in the penalty deals; "
                          "+{plus}: the points for tricks in the trump deals. The game's result: the plus "
                          "minus the penalty."),
    "king.tag.left": (_king_left, _king_left),
    "king.legend.left": (_left_legend, _left_legend),
    "king.tag.ordered": ("заказ", "ordered"),   # no «заказал»: the plate may be a woman's
    "napoleon.tag.pass": ("пас", "pass"),
    "napoleon.tag.nap": ("5 «на Наполеона»", "5 «on Napoleon»"),
    "napoleon.tag.bid": ("заявка {n}", "bid {n}"),
    "napoleon.tag.made": ("взято {took} из {n}", "made {took} of {n}"),
    "napoleon.tag.down": (lambda p, w: f"без {p['n'] - p['took']} ({p['took']} из {p['n']})",
                          lambda p, w: f"down {p['n'] - p['took']} ({p['took']} of {p['n']})"),
    "napoleon.tag.plays": (_nap_plays, _nap_plays),
    "napoleon.note.bidding": ("Торговля", "Bidding"),
    "napoleon.note.trumps": (lambda p, w: "Козыри " + SUIT_SYMBOL[p["suit"].id],
                             lambda p, w: "Trumps " + SUIT_SYMBOL[p["suit"].id]),
    "napoleon.note.first_lead": ("Масть первого хода — козырь", "The first lead names trumps"),
    "napoleon.note.buying": ("Прикуп одной карты", "Buying one card"),
    "napoleon.note.hoard": ("клад Наполеона", "Napoleon's hoard"),
    "dva.note.score": ("до {target}: {mine} — {theirs}", "to {target}: {mine} — {theirs}"),
}

WORDS = {
    "king.tricks": ("«не брать взяток»", "“no tricks”"),
    "king.hearts": ("«не брать червей»", "“no hearts”"),
    "king.boys": ("«не брать мальчиков»", "“no boys”"),
    "king.girls": ("«не брать девочек»", "“no girls”"),
    "king.last2": ("«не брать двух последних»", "“no last two”"),
    "king.king": ("«не брать кинга»", "“no King of hearts”"),
    "king.eralash": ("«ералаш»", "“yeralash”"),
    "king.otygrysh": ("отыгрыш", "the winning back"),
    "king.circle": ("круг «не брать взяток»", "the opening circle of “no tricks”"),
    # the games left to order, short, by a plate
    "king.short.tricks": ("Вз", "Tr"), "king.short.hearts": ("Ч", "H"), "king.short.boys": ("М", "J"),
    "king.short.girls": ("Д", "Q"), "king.short.last2": ("2П", "L2"), "king.short.king": ("К♥", "K♥"),
    "king.short.eralash": ("Е", "Y"), "king.short.otygrysh": ("О", "W"),
}
