"""The words of the trick-taking family (rules/games/tricks): Мушка and its kin."""
from __future__ import annotations

TEMPLATES: dict = {
    # --- the family ---
    "tricks.lot": ("{who} тянет жребий: {card}", "{who} draws {card} for the deal"),
    "tricks.first_dealer": ("{who} вытянул младшую карту и сдаёт первым",
                            "{who} drew the lowest card and deals first"),
    "tricks.new_deal": ("Сдача {n}, сдаёт {who}", "Deal {n}, {who} deals"),
    "tricks.dealt": ("Сдано по {n:#карте|карты|карт}, по одной", "{n:#card|cards} dealt to each, one at a time"),
    "tricks.trump": ("Козырь открыт: {card} — {suit}", "Trump turned: {card} — {suit}"),
    "tricks.lead": ("{who} ходит {card}", "{who} leads {card}"),
    "tricks.follow": ("{who} кладёт {card}", "{who} plays {card}"),
    "tricks.trumps": ("{who} бьёт козырем {card}", "{who} trumps with {card}"),
    "tricks.discards": ("{who} сносит {card}", "{who} throws {card}"),
    "tricks.takes": ("{who} берёт {n}-ю взятку", "{who} takes trick {n}"),
    # --- Мушка ---
    "mushka.buy": ("{who} прикупает {n:#карту|карты|карт}", "{who} buys {n:#card|cards}"),
    "mushka.buy_seen": ("{who} прикупает {n:#карту|карты|карт}: {cards}", "{who} buys {n:#card|cards}: {cards}"),
    "mushka.keep": ("{who} играет своими", "{who} plays his own cards"),
    "mushka.lay_down": ("{who}: пас — кладёт карты и не играет", "{who} passes — lays his cards down and sits out"),
    "mushka.void_deal": ("Играет меньше двух — сдача не в счёт", "Fewer than two play — the deal does not count"),
    "mushka.play_begins": ("Прикуп окончен; ходит {who}", "The exchange is over; {who} leads"),
    "mushka.priv_beats": ("{who} перебивает козырного туза мушкой {card}!", "{who} beats the ace of trumps with the mouche {card}!"),
    "mushka.write_off": ("{who}: {tricks:#взятка|взятки|взяток} — списывает {n}, осталось {left}",
                         "{who}: {tricks:#trick|tricks} — writes off {n}, {left} left"),
    "mushka.remise": ("{who}: ни одной взятки — ремиз {n}, осталось {left}",
                      "{who}: no trick — a remise of {n}, {left} left"),
    "mushka.overshoot": ("{who}: перебор — {n} при {had} — снова пишет {left}",
                         "{who} overshoots — {n} with {had} left — writes {left} again"),
    "mushka.winner": ("{who} списал всё до нуля — пулька его!", "{who} wrote off everything — the pool (pulka) is his!"),
    "mushka.limit_winner": ("Предел сдач: выигрывает {who} — ему осталось меньше всех",
                            "The deal limit: {who} has least left and wins"),
    "mushka.pays": ("{who} (осталось {left}) платит {to:dat} {n}", "{who} ({left} left) pays {to} {n}"),
    "mushka.gets": ("{who} записывает +{n}", "{who} writes +{n}"),
    "mushka.act.buy": ("Прикупить {n}", "Buy {n}"),
    "mushka.act.throw": ("сбросить {card}", "discard {card}"),
    "mushka.throw": ("{who} сбрасывает карту", "{who} discards a card"),
    "mushka.throw_seen": ("{who} сбрасывает {card}", "{who} discards {card}"),
    "mushka.act.keep": ("Играть своими", "Keep my cards"),
    "mushka.bubble.keep": ("Своими", "I keep mine"),
}

WORDS: dict = {}
