"""The chain games of the durak family (catalogue A8–A10, Part E 30–32, Part F): thin
definitions over one chain engine. The dealer option and the fool's deal are the bout
family's (``rules.games.durak.variants``)."""
from __future__ import annotations

from ...game import Option
from ...tabletop import TableGame
from ...registry import register
from ..durak.engine import check_dealer
from ..durak.variants import opt_dealer
from . import policy, words
from .engine import ChainState, Rules

BEAT_RU = ("Колода 36 карт (6…Т). Карту бьёт старшая карта той же масти, некозырную — любой козырь, "
           "козырь — только старший козырь. ")
BEAT_EN = ("A 36-card pack (6…A). A card is beaten by a higher card of its suit; a non-trump by any trump; "
           "a trump only by a higher trump. ")


class ChainGame(TableGame):
    family = "durak_chain"
    state_class = ChainState

    def make_rules(self, seats: int, o: dict) -> Rules:
        raise NotImplementedError

    def _new_state(self, seats, seed, options):
        return ChainState(self, seats, seed, options)

    phrase_ids = words.PHRASE_IDS

    def describe(self, events):
        return words.describe(events)

    def action_phrase(self, action):
        return words.action_phrase(action)

    def bubble(self, event):
        return words.bubble(event)

    def rule_policy(self, view, rng):
        return policy.rule_policy(view, rng)

    def next_deal_options(self, state):
        """The fool deals the next game (by lot after a draw), as in the whole family."""
        opts = dict(state.options)
        if "dealer" in opts:
            opts["dealer"] = state.pub.fools[0] if state.pub.fools else "random"
        return opts


class Navalenny(ChainGame):
    id = "durak_navalenny"
    title = {"ru": "Дурак наваленный", "en": "Piled-up Durak (Navalenny)"}
    blurb = {"ru": "Покрой карту и пойди под соседа: покрытые карты копятся в середине",
             "en": "Beat the card laid on you and lay one on your neighbour: the centre pile grows"}
    min_seats, max_seats = 2, 6
    options = (Option("variant", ("9a", "9b"), {"ru": "Вариант", "en": "Variant"},
                      {"ru": "A9, семя 003 ¶8–9: 9.а — не покрывший берёт всю середину; 9.б — три верхние "
                             "карты за простую, пять за козырь",
                       "en": "A9, seed 003 ¶8–9: 9a — a failure takes the whole centre; 9b — the 3 top "
                             "cards for a plain card, 5 for a trump"},
                      {"9a": {"ru": "9.а: всю середину", "en": "9a: the whole centre"},
                       "9b": {"ru": "9.б: три или пять", "en": "9b: three or five"}}),
               Option("take", ("cannot_cover", "always"), {"ru": "Когда можно взять", "en": "When one may take"},
                      {"ru": "Семя 003 ¶8: «Противник должен покрыть эту карту» — кроют, когда есть чем; "
                             "«Беру» в любой момент, как в простом дураке, — вариант",
                       "en": "Seed 003 ¶8: 'the opponent must cover this card' — he covers when he can; "
                             "'I take' at any time, as in plain durak, is an option"},
                      {"cannot_cover": {"ru": "только если нечем крыть", "en": "only when nothing covers"},
                       "always": {"ru": "всегда («Беру»)", "en": "at any time ('I take')"}}),
               Option("later_first_leader", ("left_of_loser", "lowest_trump"),
                      {"ru": "Первый ход в следующих партиях", "en": "First lead of later games"},
                      {"ru": "A9 [P]: в следующих партиях ходит игрок слева от проигравшего (он сдаёт); "
                             "первую партию — младший козырь",
                       "en": "A9 [P]: in later games the player left of the loser (who deals) leads; the "
                             "first game, the lowest trump"},
                      {"left_of_loser": {"ru": "слева от проигравшего", "en": "left of the loser"},
                       "lowest_trump": {"ru": "младший козырь", "en": "lowest trump"}}),
               opt_dealer(6))
    rules_text = {
        "ru": "Дурак наваленный (Розалиев №9).\n" + BEAT_RU +
              "Сдают по одной до трёх карт каждому; следующая карта открывается — козырь, колода кладётся на "
              "неё, козырь берут последним. Первым ходит игрок с младшим козырем (в следующих партиях — игрок "
              "слева от проигравшего, который сдаёт).\n"
              "Ход — одной картой под соседа слева. Тот должен покрыть её и пойти своей картой под следующего, "
              "и так по кругу. Покрытые карты остаются в середине, в отбой не уходят. Не покрывший (или сказавший "
              "«беру») берёт: 9.а — все карты середины; 9.б — три верхние, а за козырь — пять. Ход переходит к "
              "следующему за ним, он ходит заново.\n"
              "После своего хода каждый добирает до трёх из колоды, пока не взята последняя карта — козырь. "
              "Кто остался без карт, когда колода кончилась, — вышел. Последний с картами — проиграл (дурак) и сдаёт.",
        "en": "Piled-up Durak (Rozaliev No. 9).\n" + BEAT_EN +
              "Three cards each, one at a time; the next card is turned up for trumps and the stock laid on it, "
              "so it is drawn last. The holder of the lowest trump leads first (in later games the player left "
              "of the loser, who deals).\n"
              "A lead is one card to the left neighbour, who must beat it and then lay a card of his own on the "
              "next player, and so round the table. Beaten cards stay in the centre. A player who does not beat "
              "(or says he takes) takes: 9a — the whole centre; 9b — the 3 top cards, or 5 for a trump. The "
              "next player then leads afresh.\n"
              "After his own move each player refills to three from the stock until the trump card is drawn. "
              "Once the stock is gone a player without cards is out. The last holder loses (the fool) and deals.",
    }

    def make_rules(self, seats, o):
        dealer = check_dealer(seats, o["dealer"])
        first = "lowest_trump" if dealer is None or o["later_first_leader"] == "lowest_trump" else "left_of_dealer"
        return Rules("navalenny", penalty="all" if o["variant"] == "9a" else "top35", hand_size=3,
                     first=first, must_beat=o["take"] == "cannot_cover", dealer=dealer)


class Moskovsky(ChainGame):
    id = "durak_moskovsky"
    # for the quick search test: the blind stacks make it mostly luck (the rule bot scores 0.61
    # against random players over 600 games), so a 12-iteration search shows a smaller edge
    search_edge = 0.05
    title = {"ru": "Дурак наваленный, московский", "en": "Moscow Piled-up Durak"}
    blurb = {"ru": "Бей верхнюю карту; не побил — бери нижнюю",
             "en": "Beat the top card; if you cannot, take the bottom one"}
    min_seats, max_seats = 2, 6
    options = (Option("mode", ("stack", "hand"), {"ru": "Как играют", "en": "Played from"},
                      {"ru": "A10, противоречие 32 [P]: все карты сданы, но «тянут из колоды» — каждый играет "
                             "вслепую из своей колоды рубашкой вверх, взятые карты у него на руках (по тексту); "
                             "или с руки, как в обычном дураке",
                       "en": "A10, contradiction 32 [P]: all cards are dealt yet players 'draw from the deck' — "
                             "each plays blind from his own face-down stack, taken cards in his hand (the text's "
                             "reading); or from an ordinary hand"},
                      {"stack": {"ru": "из своей колоды", "en": "own face-down stack"},
                       "hand": {"ru": "с руки", "en": "from the hand"}}),
               opt_dealer(6))
    rules_text = {
        "ru": "«Московская» модификация дурака наваленного (Розалиев №10).\n" + BEAT_RU +
              "Сдают по одной все карты; последняя открывается — козырь, её показывают и отдают сдающему. "
              "Ходит следующий за сдающим: любую карту под соседа слева. Тот обязан её побить; следующий "
              "обязан побить верхнюю карту — ту, которой побили, — и так далее, пока карт в середине не станет "
              "столько, сколько игроков: тогда они уходят в отбой, и ходит положивший последнюю.\n"
              "Кто не может побить, берёт нижнюю карту середины; сидящий слева от него бьёт верхнюю. Если все "
              "карты разобраны, ходит следующий за взявшим последнюю.\n"
              "Из своей колоды (вариант по тексту): каждый держит сданные карты стопкой рубашкой вверх и не "
              "знает их. В свой черёд он открывает верхнюю: бьёт — кладёт её; не бьёт — берёт её на руки и "
              "вдобавок нижнюю карту середины. Взятые карты на руках можно класть вместо того, чтобы открывать. "
              "Когда все колоды кончились, не побивший берёт три верхние карты середины.\n"
              "С руки (вариант): обычные руки, три верхние в конце не берут.\n"
              "Первым сбросивший все карты выиграл; последний с картами — дурак.",
        "en": "The «Moscow» modification of Piled-up Durak (Rozaliev No. 10).\n" + BEAT_EN +
              "All cards are dealt one at a time; the last is turned for trumps, shown and given to the dealer. "
              "The player after the dealer leads any card to his left neighbour, who must beat it; the next "
              "must beat the top card (the one that beat), and so on until there are as many cards in the centre "
              "as players: they go to the discard and whoever laid the last one leads.\n"
              "A player who cannot beat takes the bottom card of the centre; the player on his left must beat the "
              "top card. If every card has been taken, the player after the last taker leads.\n"
              "Own stack (the text's reading): each keeps his cards as a face-down stack he does not know. On "
              "his turn he turns the top card: if it beats, he lays it; if not, it goes to his hand together "
              "with the bottom card of the centre. He may play the taken cards in his hand instead of turning. "
              "Once every stack is gone, a failure takes the 3 top cards of the centre.\n"
              "From the hand (option): ordinary hands, no three-card take at the end.\n"
              "The first to shed all his cards wins; the last holder is the fool.",
    }

    def make_rules(self, seats, o):
        stacks = o["mode"] == "stack"
        return Rules("moscow", penalty="bottom", must_beat=True, otboi=True, stacks=stacks,
                     dealer=check_dealer(seats, o["dealer"]))


class SvoiKozyri(ChainGame):
    id = "svoi_kozyri"
    title = {"ru": "Свои козыри", "en": "Own Trumps (Svoi kozyri)"}
    blurb = {"ru": "У каждого свой козырь; покрой карту и пойди под соседа",
             "en": "Each his own trump suit; beat the card laid on you and lay one on your neighbour"}
    min_seats, max_seats = 3, 4
    options = (Option("variant", ("8a", "8b"), {"ru": "Вариант", "en": "Variant"},
                      {"ru": "A8, семя 003 ¶6–7: 8.а — не покрывший берёт три верхние карты, свой козырь — "
                             "десять; 8.б — все карты середины",
                       "en": "A8, seed 003 ¶6–7: 8a — a failure takes the 3 top cards, 10 for one's own "
                             "trump; 8b — the whole centre"},
                      {"8a": {"ru": "8.а: три или десять", "en": "8a: three or ten"},
                       "8b": {"ru": "8.б: всю середину", "en": "8b: the whole centre"}}),
               Option("take", ("cannot_cover", "always"), {"ru": "Когда можно взять", "en": "When one may take"},
                      {"ru": "Семя 003 ¶6: «Игрок, под которого сделан ход, кроет карту» — кроют, когда есть "
                             "чем; «Беру» в любой момент, как в простом дураке, — вариант",
                       "en": "Seed 003 ¶6: 'the player the card is laid on covers it' — he covers when he can; "
                             "'I take' at any time, as in plain durak, is an option"},
                      {"cannot_cover": {"ru": "только если нечем крыть", "en": "only when nothing covers"},
                       "always": {"ru": "всегда («Беру»)", "en": "at any time ('I take')"}}),
               Option("after_fail_leader", ("next", "failer"), {"ru": "Кто ходит после взятия",
                                                                "en": "Who leads after a take"},
                      {"ru": "A8, противоречие 30 [P]: следующий за взявшим (как в 9.а)",
                       "en": "A8, contradiction 30 [P]: the player after the taker (as in 9a)"},
                      {"next": {"ru": "следующий", "en": "the next player"},
                       "failer": {"ru": "взявший", "en": "the taker"}}),
               opt_dealer(4))
    rules_text = {
        "ru": "Свои козыри (Розалиев №8).\nКолода 36 карт. До сдачи каждый, начиная слева от сдающего, "
              "назначает свой козырь; двух одинаковых быть не может. Сдают по одной все карты. Кому не попала "
              "шестёрка его козыря, получает её у того, кому она попала, а тот вытягивает у него взамен любую "
              "карту, не глядя.\n"
              "Первым ходит игрок слева от сдающего — одной картой под соседа слева. Тот кроет её и даёт свою "
              "под следующего. Кроют старшей картой той же масти или любой картой своего козыря; карту своего "
              "козыря — только старшей своего козыря. Чужие козыри для игрока — простые масти. Покрытые карты "
              "остаются в середине.\n"
              "Не покрывший берёт: 8.а — три верхние карты середины, не покрывший своего козыря — десять; "
              "8.б — все карты середины. Ходит следующий за ним (вариант: он сам).\n"
              "Первым сбросивший все карты выиграл; оставшийся с картами проиграл и сдаёт.",
        "en": "Own Trumps (Rozaliev No. 8).\nA 36-card pack. Before the deal each player, from the dealer's "
              "left, names his own trump suit; no two may name the same. All cards are dealt one at a time. A "
              "player who lacks the 6 of his trump gets it from whoever holds it, who in return draws any card "
              "blind from his hand.\n"
              "The player left of the dealer leads one card to his left neighbour, who beats it and lays one of "
              "his own on the next. A card is beaten by a higher card of its suit or by any card of the "
              "defender's own trump; a card of his own trump only by a higher one of it. Other players' trumps "
              "are plain suits to him. Beaten cards stay in the centre.\n"
              "A player who does not beat takes: 8a — the 3 top cards of the centre, 10 for a card of his own "
              "trump; 8b — the whole centre. The next player leads (option: the taker).\n"
              "The first to shed all his cards wins; the last holder loses and deals.",
    }

    def make_rules(self, seats, o):
        return Rules("svoi", penalty="top3_10" if o["variant"] == "8a" else "all", own_trumps=True,
                     after_fail=o["after_fail_leader"], must_beat=o["take"] == "cannot_cover",
                     dealer=check_dealer(seats, o["dealer"]))


NAVALENNY = register(Navalenny())
MOSKOVSKY = register(Moskovsky())
SVOI_KOZYRI = register(SvoiKozyri())
