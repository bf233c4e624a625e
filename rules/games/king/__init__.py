"""Кинг — King (catalogue C1; seed 001, Rozaliev 47.а–47.г). Rules in engine.py, the
arithmetic in scoring.py, the rule bot in policy.py."""
from __future__ import annotations

from ...game import Option
from ...phrases import Phrase, Seat, Word
from ...registry import register
from ..tricks.engine import TrickGame
from . import scoring as K
from .engine import KingState
from .policy import king_policy
from .rulebook import RULEBOOK
from .notes import KING_NOTE_IDS, king_notes

OPT_VARIANTS = {
    "47a": {"ru": "47.а — обычный, вчетвером", "en": "47.a — basic, four players"},
    "47b": {"ru": "47.б — «заказной»", "en": "47.b — ordered games"},
    "47v": {"ru": "47.в — втроём, 30 карт", "en": "47.v — three players, 30 cards"},
    "47g": {"ru": "47.г — с прикупом («самый интересный»)", "en": "47.g — with the talon"},
}


class King(TrickGame):
    id = "king"
    family = "tricks"
    state_class = KingState
    title = {"ru": "Кинг", "en": "King"}
    blurb = {"ru": "Семь штрафных игр и отыгрыш: не брать взяток, червей, мальчиков, девочек, кинга…",
             "en": "Seven penalty deals and the winning back: no tricks, no hearts, no jacks, no queens, no K♥…"}
    min_seats, max_seats = 3, 4
    utility = "points"
    options = (
        Option("variant", K.VARIANTS, {"ru": "Вариант", "en": "Variant"},
               {"ru": "по Розалиеву, 47.а–47.г", "en": "Rozaliev, 47.a–47.g"}, OPT_VARIANTS,
               seats={"47a": (4, 4), "47b": (4, 4), "47v": (3, 3), "47g": (3, 4)}),
        Option("deal_order", tuple(K.DEAL_ORDERS), {"ru": "Порядок штрафных игр", "en": "Order of the penalty deals"},
               {"ru": "по Розалиеву: «порядок розыгрыша должен быть оговорён» (47.а, 47.в)",
                "en": "Rozaliev: «the order must be agreed» (47.a, 47.v)"},
               {"classic": {"ru": "взятки, черви, мальчики, девочки, две последние, кинг, ералаш",
                            "en": "tricks, hearts, jacks, queens, last two, K♥, yeralash"},
                "boys_first": {"ru": "сначала мальчики", "en": "jacks first"},
                "king_last": {"ru": "кинг перед ералашем", "en": "K♥ just before yeralash"}}),
        Option("lead_restrictions", (True, False), {"ru": "Ограничения хода", "en": "Lead restrictions"},
               {"ru": "общепринятые правила: с червей не ходить, пока есть другие масти; кинга сбросить при "
                      "первой возможности",
                "en": "common Russian rules: no heart lead while holding another suit; discard the K♥ at the "
                      "first void"}),
        Option("must_trump", (True, False), {"ru": "В отыгрыше бить козырем", "en": "Must trump in the winning back"},
               {"ru": "общепринятые правила", "en": "common rules"}),
        Option("trump_named_after", ("full_hand", "first_packet"),
               {"ru": "Козыри назначают", "en": "Trumps are named"},
               {"ru": "наш выбор (47.б: «после сдачи и рассмотрения всех карт»)",
                "en": "our choice (47.b: «after the deal and a look at all the cards»)"},
               {"full_hand": {"ru": "посмотрев все карты", "en": "after seeing the whole hand"},
                "first_packet": {"ru": "по первым двум картам", "en": "after the first two cards"}}),
        Option("balance", ("king24", "proportional"), {"ru": "Баланс 47.в", "en": "Balance of 47.v"},
               {"ru": "по Розалиеву: кинг по 24 или минус платит плюсу пропорционально",
                "en": "Rozaliev: K♥ at 24, or the minus pays the plus proportionally"},
               {"king24": {"ru": "кинг — 24 очка", "en": "K♥ scores 24"},
                "proportional": {"ru": "пропорционально", "en": "proportionally"}}),
        Option("compensation", ("4points", "no_tricks_circle"), {"ru": "Компенсация 47.г", "en": "Compensation of 47.g"},
               {"ru": "по Розалиеву: каждый записывает 4 штрафных, или круг «не брать взяток»",
                "en": "Rozaliev: each writes 4 penalty points, or an opening circle of «no tricks»"},
               {"4points": {"ru": "4 штрафных очка", "en": "4 penalty points"},
                "no_tricks_circle": {"ru": "круг «не брать взяток»", "en": "a circle of «no tricks»"}}),
        Option("circle_tie", K.CIRCLE_TIES, {"ru": "Ничья в круге «не брать взяток» (47.г)",
                                             "en": "A tie in the «no tricks» circle (47.g)"},
               {"ru": "наше прочтение «Игрок, набравший … больше всех взяток, записывает 4»: один — первый, "
                      "набравший столько; или все равные (другое прочтение)",
                "en": "our reading of «the player who took the most tricks writes 4»: one — the first to reach "
                      "that many; or all tied (another reading)"},
               {"first": {"ru": "первый, набравший столько", "en": "the first to reach it"},
                "all": {"ru": "все, у кого столько же", "en": "all tied"}}),
        Option("zakaz_otygrysh_per_player", (2, 8), {"ru": "Отыгрышей у каждого (47.б)", "en": "Winning backs each (47.b)"},
               {"ru": "по Розалиеву «кроме отыгрыша» — 2 (наш выбор); 8 — сумма сходится к нулю",
                "en": "Rozaliev «except the winning back» — 2 (our choice); 8 makes it zero-sum"}),
    )
    rulebook = RULEBOOK

    def utility_amounts(self, result):
        return tuple(result.settlement.moved)

    def utility_reference(self, view):
        pub = view.public
        opts = pub["options"]
        return K.settle(opts["variant"], opts["balance"], pub["penalty"], pub["plus"]), (
            60.0 if opts["variant"] == "47b" else 24.0)

    # ------------------------------------------------------------------ phrases
    phrase_ids = frozenset({
        "king.new_deal", "king.new_deal_order", "king.order", "king.trump", "king.dealt", "king.talon",
        "king.discard", "king.discard_seen", "king.play", "king.trick", "king.points", "king.plus",
        "king.clean", "king.match_over", "king.act.order", "king.act.trump", "king.act.discard", "act.lay",
        "king.bubble.order", "king.bubble.trump", "king.game"})

    phrase_ids = phrase_ids | KING_NOTE_IDS

    def table_notes(self, view) -> tuple:
        return king_notes(view)

    def action_phrase(self, action):
        if action.kind == "order":
            return Phrase("king.act.order", game=Phrase("king.game", g=Word("king." + action.value)))
        if action.kind == "trump":
            return Phrase("king.act.trump", suit=Word(action.value))
        if action.kind == "discard":
            return Phrase("king.act.discard", card=action.card)
        return Phrase("act.lay", card=action.card)

    def bubble(self, event):
        if event.what == "order":
            return Phrase("king.bubble.order", game=Phrase("king.game", g=Word("king." + event.get("game"))))
        if event.what == "trump_named":
            return Phrase("king.bubble.trump", suit=Word(event.get("suit")))
        return None

    def describe(self, events) -> list:
        out = []
        dealt = False
        for e in events:
            k = e.what
            who = Seat(e.seat) if e.seat is not None else None
            if k == "new_deal":
                g = e.get("game")
                if g is None:
                    out.append(Phrase("king.new_deal_order", n=e.get("no"), total=e.get("of"), who=who,
                                      orderer=Seat(e.get("orderer"))))
                else:
                    out.append(Phrase("king.new_deal", n=e.get("no"), total=e.get("of"), who=who,
                                      game=Phrase("king.game", g=Word("king." + g))))
            elif k == "deal":
                if not dealt:
                    out.append(Phrase("king.dealt"))
                    dealt = True
            elif k == "order":
                out.append(Phrase("king.order", who=who, game=Phrase("king.game", g=Word("king." + e.get("game")))))
            elif k == "trump_named":
                out.append(Phrase("king.trump", who=who, suit=Word(e.get("suit"))))
            elif k == "talon_taken":
                out.append(Phrase("king.talon", who=who, cards=e.cards))
            elif k == "discard":
                out.append(Phrase("king.discard_seen", who=who, card=e.cards[0]) if e.cards
                           else Phrase("king.discard", who=who))
            elif k == "play":
                out.append(Phrase("king.play", who=who, card=e.cards[0]))
            elif k == "trick":
                out.append(Phrase("king.trick", who=who))
            elif k == "deal_scored":
                pts = e.get("points")
                plus = e.get("plus")
                any_ = False
                for s, x in enumerate(pts):
                    if x:
                        any_ = True
                        out.append(Phrase("king.plus" if plus else "king.points", who=Seat(s), n=x))
                if not any_:
                    out.append(Phrase("king.clean"))
            elif k == "match_over":
                out.append(Phrase("king.match_over"))
        return out

    def rule_policy(self, view, rng):
        return king_policy(view, rng)


KING_GAME = register(King())
