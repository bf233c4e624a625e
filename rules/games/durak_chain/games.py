"""The chain games of the durak family (catalogue A8–A10, Part E 30–32, Part F): thin
definitions over one chain engine. The dealer option and the fool's deal are the bout
family's (``rules.games.durak.variants``)."""
from __future__ import annotations

from ...game import Option
from ...rulebook import Outside, Reading, Rule, Seed
from ...tabletop import TableGame
from ...registry import register
from ..durak.engine import check_dealer
from ..durak.variants import opt_dealer
from . import policy, words
from .engine import ChainState, Rules
from .notes import NOTE_IDS, chain_notes

BEAT_RU = ("Карту бьёт старшая карта той же масти; некозырную — любой козырь; козырь — только старший "
           "козырь.")
BEAT_EN = ("A card is beaten by a higher card of its suit; a plain card also by any trump; a trump only by a "
           "higher trump.")
BEAT_SRC = Reading("первоисточник называет игру модификацией «дурака простого» и битья не повторяет: оно как в "
                   "простом дураке",
                   "the original calls the game a modification of plain durak and does not restate the beat: it "
                   "is plain durak's")
DRAW_RULE = Rule(
    "Оставшийся один с картами ещё может покрыть карту, положенную под него последней; если он кроет её своей "
    "последней картой, дурака нет — ничья.",
    "A player left alone with cards may still beat the card just laid on him; if he beats it with his last "
    "card, there is no fool — a draw.",
    Outside("Розалиев, командный подкидной (копия libcat): когда двое последних остаются без карт разом, "
            "дурака нет",
            "Rozaliev, team throw-in durak (the libcat copy): when the last two run out of cards together, "
            "there is no fool"))
LIMIT_RULE = Rule(
    "Предохранитель: после 800 действий партия останавливается, и ещё играющие получают места по числу карт "
    "на руках; у кого их больше всех — дурак.",
    "A safety net: after 800 actions the game stops and those still playing are placed by the cards they "
    "hold; whoever holds the most is the fool.",
    Reading("в правилах этого нет; это страховка программы, чтобы партия не шла бесконечно",
            "not in the rules; the program's guard so that a game cannot go on for ever"))


class ChainGame(TableGame):
    family = "durak_chain"
    state_class = ChainState

    def make_rules(self, seats: int, o: dict) -> Rules:
        raise NotImplementedError

    def _new_state(self, seats, seed, options):
        return ChainState(self, seats, seed, options)

    phrase_ids = words.PHRASE_IDS | NOTE_IDS

    def table_notes(self, view) -> tuple:
        return chain_notes(view)

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
    rulebook = (
        Rule("Дурак наваленный (Розалиев, №9). Играют от двух до шести человек колодой в 36 карт (6…Т).",
             "Piled-up Durak (Rozaliev, No. 9). Two to six players, a 36-card pack (6…A).",
             Seed("Игроков — от 2-х до 6-ти. В колоде 36 листов",
                  "From 2 to 6 players. There are 36 cards in the pack")),
        Rule(BEAT_RU, BEAT_EN, BEAT_SRC),
        Rule("Сдают по одной карте, пока у каждого не будет трёх. Следующую карту открывают — это козырь; "
             "колоду кладут на неё рубашкой вверх, так что козырную карту возьмут последней.",
             "Three cards each, dealt one at a time. The next card is turned face up for trumps and the stock "
             "is laid face down on it, so the trump card is drawn last.",
             Seed("Сдаются по одной карте до трех каждому игроку. Верхняя карта в колоде, оставшейся после "
                  "сдачи, открывается и кладется на стол рубашкой вниз — это козырь. Остальная колода кладется "
                  "на козырь рубашкой верх",
                  "The cards are dealt one at a time, up to three to each player. The top card of the pack left "
                  "after the deal is turned and laid face up on the table — that is trumps. The rest of the "
                  "pack is laid face down on the trump")),
        Rule("Первым ходит тот, у кого младший козырь: любой картой под соседа слева.",
             "The holder of the lowest trump leads first: any card, to his left neighbour.",
             Seed("Игрок, имеющий младший козырь, ходит с любой карты под соседа слева",
                  "The player who has the lowest trump leads any card to his left-hand neighbour")),
        Rule("Если козыря ни у кого нет, ходит сосед сдающего слева. В следующих партиях ходит игрок слева от "
             "проигравшего (он сдаёт); вариант — снова младший козырь.",
             "If nobody holds a trump, the dealer's left neighbour leads. In later games the player left of "
             "the loser (who deals) leads; as an option, the lowest trump again.",
             Reading("первоисточник говорит только о младшем козыре; без козырей на руках и в следующих партиях ходит "
                     "сосед сдающего, как в простом дураке",
                     "the original speaks only of the lowest trump; with no trump in hand, and in later games, "
                     "the dealer's neighbour leads, as in plain durak")),
        Rule("Тот, под кого пошли, кроет карту и ходит своей картой под следующего, и так по кругу. Покрытые "
             "карты остаются в середине и в отбой не уходят.",
             "The player the card is laid on beats it and lays a card of his own on the next player, and so "
             "round the table. Beaten cards stay in the centre; nothing goes to the discard.",
             Seed("Противник должен покрыть эту карту и пойти под следующего со своей. Карты, покрытые "
                  "игроками, остаются в центре и не убираются в снос",
                  "The opponent must beat this card and lead one of his own to the next player. The cards "
                  "beaten by the players stay in the centre and are not put to the discard")),
        Rule("Кто может покрыть, тот кроет: взять можно, только когда крыть нечем. Вариант — «беру» в любой "
             "момент, как в простом дураке.",
             "A player who can beat must beat: he may take only when nothing beats. As an option, he may say "
             "'I take' at any time, as in plain durak.",
             Seed("Противник должен покрыть эту карту", "The opponent must beat this card")),
        Rule("9.а: не покрывший забирает все карты середины. Ход переходит к следующему за ним — он ходит "
             "заново.",
             "9a: a player who does not beat takes every card in the centre. The turn passes to the next "
             "player, who leads afresh.",
             Seed("Игрок, не покрывший выхоженную под него карту, забирает все лежащие в центре. Ход "
                  "передается следующему за ним игроку",
                  "A player who has not beaten the card led to him takes everything lying in the centre. The "
                  "turn passes to the player after him")),
        Rule("9.б: не покрывший некозырную карту берёт три верхние карты середины, не покрывший козырь — пять.",
             "9b: a player who fails to beat a plain card takes the 3 top cards of the centre; one who fails "
             "to beat a trump takes 5.",
             Seed("не покрыв карту некозырной масти, берет три верхних из лежащих в центре, а не покрыв карту "
                  "козырной масти, — пять карт",
                  "failing to beat a card of a plain suit, takes the three top ones lying in the centre, and "
                  "failing to beat a trump, five cards")),
        Rule("Если в середине меньше трёх (пяти) карт, берут все.",
             "If the centre holds fewer than three (five) cards, all are taken.",
             Reading("первоисточник не говорит, как быть, когда карт в середине меньше; берём всё, что есть",
                     "the original does not say what happens when the centre holds fewer; all there is is taken")),
        Rule("Каждый добирает из колоды до трёх карт; добор кончается, когда взята последняя карта — козырь.",
             "Each player refills his hand to three from the stock; refilling stops once the last card, "
             "the trump card, has been drawn.",
             Seed("После хода и отбоя игроки добирают карты из колоды. Добор (до 3-х) прекращается, когда "
                  "взята последняя карта, указывавшая козырь",
                  "After a move and its beat the players draw from the stock. Drawing (up to 3) stops when "
                  "the last card, the one showing trumps, has been taken")),
        Rule("Добирает каждый сразу после своего действия (хода, покрытия с ходом, взятия); опустевшая после "
             "покрытия рука добирается тут же, чтобы было чем ходить.",
             "Each player refills right after his own action (a lead, a beat with its lead, a take); a hand "
             "emptied by a beat is refilled at once so that he can lead.",
             Reading("первоисточник не называет минуты добора; так у каждого всегда есть чем крыть и ходить "
                     "",
                     "the original does not name the moment; this way everyone always has cards to beat and lead "
                     "with")),
        Rule("Первым оставшийся без карт выиграл; тот, у кого карты остались, — проиграл (дурак) и сдаёт "
             "следующую партию.",
             "The first to be left without cards wins; the one still holding cards loses (the fool) and deals "
             "the next game.",
             Seed("Игрок, первым оставшийся без карт, выиграл. Имеющий карты на руках — проиграл. И в «дураке "
                  "наваленном» сдает проигравший",
                  "The player first left without cards has won. The one with cards in hand has lost. In "
                  "Piled-up Durak, too, the loser deals")),
        Rule("Выходит из игры тот, у кого нет карт, когда колода кончилась; остальные места — в порядке "
             "выхода.",
             "A player is out when he has no cards and the stock is gone; the other places go in the order "
             "of going out.",
             Reading("пока в колоде есть карты, пустая рука добирается; при многих игроках места считаем по "
                     "очереди выхода, как во всём семействе",
                     "while the stock lasts an empty hand refills; with many players the places follow the "
                     "order of going out, as in the whole family")),
        DRAW_RULE,
        LIMIT_RULE,
    )

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
                      {"ru": "A10, противоречие 32 (наше прочтение): все карты сданы, но «тянут из колоды» — "
                             "каждый играет вслепую из своей колоды рубашкой вверх, взятые карты у него на руках; "
                             "так исполняется весь текст, с его второй картой после битья и новой картой после "
                             "неудачи; или с руки, как в обычном дураке, без этих мест текста",
                       "en": "A10, contradiction 32 (our reading): all cards are dealt yet players 'draw from the "
                             "pack' — each plays blind from his own face-down stack, taken cards in his hand; this "
                             "plays the whole text, with its second card after a beat and a new card after a "
                             "failure; or from an ordinary hand, as in plain durak, without those passages"},
                      {"stack": {"ru": "из своей колоды", "en": "own face-down stack"},
                       "hand": {"ru": "с руки", "en": "from the hand"}}),
               opt_dealer(6))
    rulebook = (
        Rule("«Московская» модификация дурака наваленного (Розалиев, №10). Играют от двух до шести человек "
             "колодой в 36 карт (6…Т).",
             "The 'Moscow' modification of Piled-up Durak (Rozaliev, No. 10). Two to six players, a 36-card "
             "pack (6…A).",
             Seed("Играют от 2-х до 6-ти человек. В колоде 36 листов",
                  "From 2 to 6 people play. There are 36 cards in the pack")),
        Rule("Бьёт карта той же масти, но старше, или козырь; козырь — только старший козырь.",
             "A card is beaten by a higher card of its suit or by a trump; a trump only by a higher trump.",
             Seed("если его карта той же масти большего достоинства или козырь",
                  "if his card is of the same suit and higher, or a trump")),
        Rule("Сдают по одной все карты. Последнюю открывают — это козырь; показав, её забирает сдающий.",
             "All the cards are dealt one at a time. The last is turned up for trumps; once shown, the dealer "
             "takes it.",
             Seed("Сдают по одной все карты. Последняя карта открывается. Это — козырь, после предъявления "
                  "забирается сдающим",
                  "All the cards are dealt one at a time. The last card is turned. That is trumps; once shown, "
                  "the dealer takes it")),
        Rule("Начинает следующий за сдающим: любой картой под соседа слева.",
             "The player after the dealer begins: any card, laid on his left neighbour.",
             Seed("Следующий за ним начинает ход. Ходить можно с любой карты под игрока сидящего слева",
                  "The player after him begins. Any card may be led, to the player sitting on the left")),
        Rule("Тот, под кого пошли, обязан побить карту; следующий обязан побить верхнюю карту — ту, которой "
             "побили, — и так далее. Взять можно, только когда бить нечем.",
             "The player the card is laid on must beat it; the next must beat the top card — the one that "
             "beat — and so on. A player may take only when nothing beats.",
             Seed("Игрок, под которого сделан ход, обязан побить выхоженную под него карту. Следующий игрок "
                  "обязан побить верхнюю карту, т. е. ту, которой была побита первая",
                  "The player the card is led to must beat it. The next player must beat the top card, i.e. "
                  "the one the first was beaten with")),
        Rule("Когда карт в середине становится столько, сколько игроков, они уходят в отбой.",
             "When the centre holds as many cards as there are players, they go to the discard.",
             Seed("до того момента, когда количество карт в центре стола не окажется равным числу игроков. "
                  "После этого карты отправляются в отбой",
                  "until the number of cards in the centre of the table equals the number of players. After "
                  "that the cards go to the discard")),
        Rule("Считают только ещё играющих и только после того, как карту побили: из своей колоды середина "
             "растёт по две карты за ход и может перескочить это число — тогда отбой, как только карт не "
             "меньше, чем игроков. После отбоя ходит тот, кто побил последним.",
             "Only the players still in the game are counted, and only after a beat: from the own stacks the "
             "centre grows by two cards a turn and may pass that number — then the discard comes as soon as "
             "there are at least as many cards as players. After the discard the player who beat last leads.",
             Reading("первоисточник считает по карте за ход и не говорит, кто ходит после отбоя; ходит положивший "
                     "последнюю карту, как в «Накладке» (shram.kiev.ua) — в своей колоде это и "
                     "есть его вторая карта",
                     "the original counts one card a turn and does not say who leads after the discard; the "
                     "player who laid the last card does, as in «Накладка» (shram.kiev.ua) — "
                     "with the own stacks that is his second card anyway")),
        Rule("Кто не может побить, берёт нижнюю карту середины; сидящий слева от него бьёт верхнюю.",
             "A player who cannot beat takes the bottom card of the centre; the player on his left must beat "
             "the top card.",
             Seed("Игрок, который не может побить выхоженную под него карту, берет нижнюю. Сидящий от него "
                  "слева обязан в этом случае побить верхнюю карту",
                  "A player who cannot beat the card led to him takes the bottom one. The player on his left "
                  "must then beat the top card")),
        Rule("Если все выложенные карты разобраны, ходит следующий за тем, кто взял последнюю.",
             "If every card laid has been taken, the player after the one who took the last card leads.",
             Seed("Если все выхоженные карты разобраны, начинает ход следующий за тем, кто взял последнюю "
                  "карту",
                  "If all the cards led have been taken, the player after the one who took the last card "
                  "begins")),
        Rule("Из своей колоды (по умолчанию): каждый держит сданные ему карты стопкой рубашкой вверх и сам их "
             "не знает; в свой черёд он открывает верхнюю. Взятые карты он держит на руках. С руки (вариант): "
             "обычные руки, без того, что ниже сказано о колодах.",
             "Own stack (the default): each player keeps the cards dealt to him as a face-down stack he does "
             "not know himself, and turns its top card in his turn. The cards he takes he holds in his hand. "
             "From the hand (an option): ordinary hands, without what is said below of the stacks.",
             Reading("текст противоречит себе: все карты сданы, но дальше игроки «тянут из колоды»; читаем это "
                     "как личные колоды рубашкой вверх — так исполним весь текст",
                     "the text contradicts itself: all cards are dealt, yet later players 'draw from the "
                     "pack'; we read it as personal face-down stacks, which plays the whole text")),
        Rule("Из своей колоды: если открытая карта бьёт, её кладут в середину, затем тот же игрок кладёт "
             "следующую — её должен побить следующий игрок.",
             "Own stack: if the turned card beats, it is laid in the centre; then the same player lays the "
             "next card, which the next player must beat.",
             Seed("Если он может побить карту предыдущего игрока … то он кладет ее в центр, затем открывает "
                  "следующую и тоже кладет в центр стола. Эта карта должна быть побита следующим игроком",
                  "If he can beat the previous player's card … he lays it in the centre, then turns the next "
                  "and lays it in the centre too. That card must be beaten by the next player")),
        Rule("Из своей колоды: если открытая карта не бьёт, игрок забирает на руки и её, и карту, которую не "
             "побил, а затем кладёт новую карту под следующего.",
             "Own stack: if the turned card does not beat, the player takes into his hand both it and the "
             "card he failed to beat, then lays a new card on the next player.",
             Seed("Если он не может ее побить, то забирает себе как эту карту, так и вытянутую им из колоды, "
                  "затем, вытянув следующую, кладет ее под очередного игрока",
                  "If he cannot beat it, he takes both that card and the one he drew from the pack, then "
                  "draws the next and lays it on the following player")),
        Rule("Из своей колоды: карты на руках можно класть вместо того, чтобы открывать из колоды, — и чтобы "
             "бить, и чтобы ходить.",
             "Own stack: the cards in hand may be played instead of turning from the stack — to beat and to "
             "lead.",
             Seed("Если у игрока есть на руках карты, то он может не тянуть из колоды, а пользоваться "
                  "имеющимися, ими же и ходить",
                  "If a player has cards in hand, he need not draw from the pack but may use those, and lead "
                  "with them too")),
        Rule("Из своей колоды: когда все колоды кончились, не побивший берёт из середины три верхние карты; "
             "следующий бьёт ту, что оказалась сверху.",
             "Own stack: once every stack is gone, a player who cannot beat takes the 3 top cards of the "
             "centre; the next must beat the card now on top.",
             Seed("Когда все карты разобраны, и в центре лежит последняя, игрок, который не может ее побить, "
                  "забирает из середины три верхние карты. Следующий игрок обязан побить карту, оказавшуюся после "
                  "этого сверху",
                  "When all the cards are taken and the last lies in the centre, a player who cannot beat it "
                  "takes the three top ones from the centre. The next player must beat the card then on top")),
        Rule("«Все карты разобраны» — значит, у всех кончились колоды; пока они есть, не побивший с руки при "
             "пустой своей колоде берёт нижнюю карту, как сказано выше.",
             "'All the cards taken' means every stack is gone; until then a player whose own stack is empty "
             "and who cannot beat from his hand takes the bottom card, as above.",
             Reading("только так «все карты разобраны» отличается от «все выхоженные карты разобраны» "
                     "",
                     "only so does 'all the cards taken' differ from 'all the cards led taken'")),
        Rule("Выигрывает первым сбросивший все карты.",
             "The first to shed all his cards wins.",
             Seed("Выигрывает тот, кто первым сбросил все карты",
                  "The winner is the one who first sheds all his cards")),
        Rule("Места — в порядке выхода; последний с картами — дурак и сдаёт следующую партию.",
             "Places follow the order of going out; the last holder is the fool and deals the next game.",
             Reading("текст №10 обрывается на победителе; дурак и его сдача — как во всей игре наваленной "
                     "(«И в „дураке наваленном“ сдает проигравший»)",
                     "text No. 10 stops at the winner; the fool and his deal are as in the whole Piled-up "
                     "game ('In Piled-up Durak, too, the loser deals')")),
        DRAW_RULE,
        LIMIT_RULE,
    )

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
    rulebook = (
        Rule("Свои козыри (Розалиев, №8). Играют трое или четверо колодой в 36 карт (6…Т).",
             "Own Trumps (Rozaliev, No. 8). Three or four players, a 36-card pack (6…A).",
             Seed("Игроков — трое или четверо. В колоде 36 листов",
                  "Three or four players. There are 36 cards in the pack")),
        Rule("До сдачи каждый назначает свой козырь; двое не могут назначить одну масть.",
             "Before the deal each player names his own trump suit; no two may name the same suit.",
             Seed("До сдачи каждый игрок назначает свой козырь. Два игрока назначить одинаковый козырь не "
                  "имеют права",
                  "Before the deal each player names his own trump. Two players may not name the same trump")),
        Rule("Называют по очереди, начиная с соседа сдающего слева; кто раньше назвал, тот выбирает из "
             "большего.",
             "They name in turn, starting from the dealer's left neighbour; whoever names earlier has the "
             "wider choice.",
             Reading("первоисточник не говорит, в каком порядке называют; берём порядок сдачи и первого хода (слева "
                     "от сдающего)",
                     "the original does not give the order of naming; we take the order of the deal and of the "
                     "first lead (from the dealer's left)")),
        Rule("Сдают по одной все карты.", "All the cards are dealt one at a time.",
             Seed("Сдаются по одной все карты", "All the cards are dealt one at a time")),
        Rule("Кому не попала шестёрка его козыря, получает её у того, кому она попала, а тот взамен вытягивает "
             "у него любую карту.",
             "A player who lacks the 6 of his trump gets it from whoever holds it, who in return draws any "
             "card from him.",
             Seed("После сдачи игрок, не имеющий шестерки назначенного им козыря, получает ее у игрока, которому "
                  "она попала, а тот вытягивает у него взамен любую карту",
                  "After the deal a player who lacks the six of the trump he named gets it from the player it "
                  "fell to, who in return draws any card from him")),
        Rule("Карту вытягивают не глядя (кроме только что отданной шестёрки); её видят лишь эти двое. Обмены "
             "идут по очереди, начиная слева от сдающего.",
             "The card is drawn blind (never the six just handed over); only the two see it. The exchanges "
             "go in turn from the dealer's left.",
             Reading("«вытягивает» — не выбирая; порядок обменов первоисточник не называет — берём порядок сдачи",
                     "'draws' means without choosing; the original gives no order for the exchanges — we take "
                     "the order of the deal")),
        Rule("Первым ходит сидящий слева от сдающего. Ход делается одной картой — под соседа слева.",
             "The player left of the dealer leads first. A lead is one card, laid on the left neighbour.",
             Seed("Первым ходит игрок, сидящий слева от сдающего. Ход делается одной картой",
                  "The player sitting left of the dealer leads first. A lead is made with one card")),
        Rule("Тот, под кого пошли, кроет карту и даёт свою под следующего, и так по кругу.",
             "The player the card is laid on beats it and lays one of his own on the next, and so round the "
             "table.",
             Seed("Игрок, под которого сделан ход, кроет карту и дает свою под следующего",
                  "The player the card is led to beats it and gives one of his own to the next")),
        Rule("Кроют старшей картой той же масти или любой картой своего козыря; карту своего козыря — только "
             "старшей своего козыря. Чужие козыри для игрока — простые масти.",
             "A card is beaten by a higher card of its suit or by any card of the player's own trump; a card "
             "of his own trump only by a higher one of it. Other players' trumps are plain suits to him.",
             Reading("первоисточник не объясняет, как кроют при своих козырях; так в этой игре принято",
                     "the original does not say how one beats with personal trumps; this is the game's usual "
                     "rule")),
        Rule("Кто может покрыть, тот кроет: взять можно, только когда крыть нечем. Вариант — «беру» в любой "
             "момент, как в простом дураке.",
             "A player who can beat must beat: he may take only when nothing beats. As an option, he may say "
             "'I take' at any time, as in plain durak.",
             Reading("первоисточник говорит «кроет карту» и о добровольном «беру» молчит, а у соседних игр (№9, №10) "
                     "прямо «должен покрыть», «обязан побить»",
                     "the original says 'beats the card' and is silent on a voluntary take, while its neighbours "
                     "(No. 9, No. 10) say outright 'must beat'")),
        Rule("Покрытые карты остаются в середине стопкой.",
             "Beaten cards stay in the centre as a pile.",
             Reading("так велит штраф: «три верхних карты из середины»",
                     "the penalty requires it: 'three top cards from the centre'")),
        Rule("8.а: не покрывший берёт три верхние карты середины; не покрывший карту своего козыря — десять.",
             "8a: a player who does not beat takes the 3 top cards of the centre; one who fails to beat a "
             "card of his own trump takes 10.",
             Seed("Игрок, не покрывший карту, берет три верхних карты из середины; не покрывший своего "
                  "козыря — десять",
                  "A player who has not beaten the card takes three top cards from the centre; one who has "
                  "not beaten his own trump, ten")),
        Rule("8.б: не покрывший берёт все карты середины.",
             "8b: a player who does not beat takes every card in the centre.",
             Seed("не покрыв выхоженную под него карту, игрок берет все, которыми ходили до этого",
                  "failing to beat the card led to him, a player takes all that were played before")),
        Rule("Если в середине карт меньше, берут все. После взятия ходит следующий за взявшим (вариант — он "
             "сам).",
             "If the centre holds fewer, all are taken. After a take the player after the taker leads (as an "
             "option, the taker).",
             Reading("первоисточник об этом молчит; ход следующему — как в №9 («Ход передается следующему за ним "
                     "игроку»)",
                     "the original is silent; the lead passes on as in No. 9 ('the turn passes to the player "
                     "after him')")),
        Rule("Первым сбросивший все карты выиграл; оставшийся с картами проиграл и сдаёт.",
             "The first to shed all his cards wins; the one left with cards loses and deals.",
             Seed("Игрок, скинувший первым все свои карты, — выиграл. Оставшийся с картами — проиграл. "
                  "Проигравший сдает",
                  "The player who first sheds all his cards has won. The one left with cards has lost. The "
                  "loser deals")),
        Rule("Места — в порядке выхода; последний с картами — дурак.",
             "Places follow the order of going out; the last holder is the fool.",
             Reading("у четверых между первым и последним есть места; считаем их по очереди выхода",
                     "with four there are places between the first and the last; they follow the order of "
                     "going out")),
        DRAW_RULE,
        LIMIT_RULE,
    )

    def make_rules(self, seats, o):
        return Rules("svoi", penalty="top3_10" if o["variant"] == "8a" else "all", own_trumps=True,
                     after_fail=o["after_fail_leader"], must_beat=o["take"] == "cannot_cover",
                     dealer=check_dealer(seats, o["dealer"]))


NAVALENNY = register(Navalenny())
MOSKOVSKY = register(Moskovsky())
SVOI_KOZYRI = register(SvoiKozyri())
