"""The F1 rules of the durak family (catalogue Part A, A0–A7), rule by rule with sources.

Seed 003 (Rozaliev, «Игры, основанные на отбое») begins inside the transfer durak (№3): it
gives «отказ», the blind, the diamonds, the English durak and Веришь (1) in full, and names
the simple (1.а, 1.в), throw-in (№2) and transfer (№3) durak only in passing. Their rules
come from other sources (the catalogue, Part A, names them) and say so. Shared rules are
shared tuples, concatenated per game.
"""
from __future__ import annotations

from ...rulebook import Outside, Reading, Rule, Seed

# --- sources used more than once ----------------------------------------------------
SRC_STANDARD = Outside(
    "обычные правила подкидного дурака (Википедия «Дурак», durak.app); текст Розалиева №2 в первоисточнике "
    "не сохранился",
    "the usual rules of throw-in durak (Wikipedia 'Durak', durak.app); Rozaliev's text of No. 2 is not "
    "in the original")
SRC_ROZALIEV_LIBCAT = Outside(
    "Розалиев, «Карточные игры России», отрывок на libcat.ru (командная игра №2 и №3.а); в первоисточнике этого "
    "места нет",
    "Rozaliev, 'Card games of Russia', the excerpt on libcat.ru (team play of No. 2 and No. 3.а); not in "
    "the original")
SRC_PROSTOY = Outside(
    "старинный «дурак простой» по pagat.com, gamerules.com, greengame.ru и shram.kiev.ua; тексты "
    "Розалиева 1.а и 1.в в первоисточнике не сохранились",
    "the old 'simple durak' after pagat.com, gamerules.com, greengame.ru and shram.kiev.ua; Rozaliev's "
    "texts 1.а and 1.в are not in the original")
SRC_LOSER_DEALS = Seed("Проигравший сдает … И в «дураке наваленном» сдает проигравший",
                       "The loser deals … In the piled-up durak too the loser deals")

# --- every game of the family ---------------------------------------------------------
RULEBOOK_DECK = (
    Rule("Колода 36 карт (6…Т).", "A 36-card pack (6…A).",
         Reading("первоисточник называет колоду в 36 листов для №6–№10; текст этой игры в нём не сохранился — берём ту же "
                 "колоду, как во всех дураках",
                 "the original gives a 36-card pack for Nos. 6–10; this game's own text is not in it, so we take the "
                 "same pack, as in every durak")),
)
RULEBOOK_BEAT = (
    Rule("Карту бьёт старшая карта той же масти или козырь.",
         "A card is beaten by a higher card of its suit, or by a trump.",
         Seed("если его карта той же масти большего достоинства или козырь",
              "if his card is of the same suit and higher, or a trump")),
    Rule("Козырь бьётся только старшим козырем; другая некозырная масть не бьёт.",
         "A trump is beaten only by a higher trump; another plain suit does not beat.",
         Reading("первоисточник говорит, чем бьют, только мимоходом (в «московском» дураке №10); что козырь бьётся "
                 "лишь старшим козырем — общее правило всех дураков",
                 "the original says what beats only in passing (in the Moscow durak, No. 10); that a trump is "
                 "beaten only by a higher trump is the common rule of every durak")),
)
RULE_SAFETY = Rule(
    "Предохранитель: если партия затянулась на 400 отбоев, она кончается; места — по числу карт на руках, "
    "дурак — у кого их больше всех (поровну — ничья).",
    "A safety net: a game that runs to 400 bouts ends there; places go by the cards in hand, the fool is the "
    "one holding the most (a tie is a draw).",
    Reading("не правило игры, а защита программы: в «слепом» и в «Веришь» карты возвращаются ходившим, и "
            "случайная игра могла бы не кончиться; живые игроки до него не доходят",
            "not a rule of the game but the program's guard: in the blind durak and in Believe It or Not cards "
            "go back to the attackers, and random play might never end; people never reach it"))
RULE_LOSER_DEALS = Rule("Дурак сдаёт следующую партию.", "The fool deals the next game.", SRC_LOSER_DEALS)
RULE_FIRST_DEAL = Rule(
    "Первую партию сдаёт выпавший по жребию (или место, заданное в настройках); после ничьей — снова жребий.",
    "The first game is dealt by lot (or by the seat set in the options); after a draw, by lot again.",
    Reading("первоисточник не говорит, кто сдаёт первым и после ничьей, когда дурака нет",
            "the original does not say who deals first, nor after a draw, when there is no fool"))
RULES_DEALER = (RULE_LOSER_DEALS, RULE_FIRST_DEAL)

# --- подкидной (№2) -------------------------------------------------------------------
RULEBOOK_PODKIDNOY_DEAL = (
    Rule("Сдают по одной, по 6 карт каждому.", "Six cards each, dealt one at a time.", SRC_STANDARD),
    Rule("Следующая карта колоды открывается — это козырь.",
         "The next card of the stock is turned up: it fixes trumps.",
         Seed("козыри открываются аналогично «подкидному дураку»",
              "trumps are turned up as in throw-in durak")),
    Rule("Открытый козырь кладут под колоду, его берут последним. При шести игроках колода сдаётся вся, и "
         "козырь показывает последняя карта сдающего (её видят все).",
         "The turned-up trump lies under the stock and is drawn last. With six players the whole pack is dealt "
         "and the dealer's last card, shown to all, fixes trumps.",
         SRC_STANDARD),
    Rule("Первую партию начинает игрок с младшим козырем (он его показывает), следующие — игрок слева от "
         "сдающего, то есть «из-под дурака».",
         "The first game is opened by the holder of the lowest trump (who shows it), later games by the player "
         "left of the dealer, that is, of the fool.",
         SRC_STANDARD),
    Rule("Если козырей на руках ни у кого нет, первую партию начинает игрок слева от сдающего.",
         "If nobody holds a trump, the first game is opened by the player left of the dealer.",
         Reading("правило о младшем козыре тогда ничего не решает; берём ход «из-под сдающего», как в "
                 "следующих партиях",
                 "the lowest-trump rule decides nothing then; we take the lead left of the dealer, as in later "
                 "games")),
)
RULEBOOK_PODKIDNOY_PLAY = (
    Rule("Ходящий кладёт карту под соседа слева. Отбивающийся бьёт каждую карту или берёт все карты со стола "
         "(«Беру»).",
         "The attacker leads a card to his left neighbour. The defender beats every card or takes everything "
         "on the table («Беру», I take).",
         SRC_STANDARD),
    Rule("Когда всё побито, ходящий, а за ним остальные по часовой стрелке могут подкинуть карты тех "
         "достоинств, что уже лежат на столе; после «беру» — тоже (вариант).",
         "When all is beaten, the attacker and then the others clockwise may throw in cards of ranks already on "
         "the table; also after the defender has said he takes (an option).",
         SRC_STANDARD),
    Rule("Непобитых карт под отбивающимся — не больше, чем у него на руках, и за отбой не больше шести (в "
         "первом отбое — пяти, вариант).",
         "Never more unbeaten cards than the defender holds, and at most six in a bout (five in the very first "
         "bout, an option).",
         SRC_STANDARD),
    Rule("Подкидывать спрашивают по очереди: ходившего первым, затем остальных по часовой стрелке; новая "
         "побитая карта может принести новое достоинство, и тогда спрашивают снова.",
         "The throwers are asked in turn: the attacker first, then the others clockwise; a new beating card can "
         "bring a new rank, and then all are asked again.",
         Reading("порядок, в котором за столом подкидывают, — чтобы игра шла по очереди, а не наперегонки",
                 "the order in which a table throws in, so that play runs by turns, not by who is quickest")),
    Rule("Если все отказались подкидывать — «бито»: карты уходят в отбой, и ходит отбившийся. Взявший "
         "пропускает ход — ходит следующий за ним.",
         "When all decline, the bout is «бито»: the cards are discarded and the defender attacks next. A "
         "defender who took loses his turn: the player after him attacks.",
         SRC_STANDARD),
    Rule("После отбоя добирают до шести: сначала ходивший, потом остальные по часовой, отбивавшийся — "
         "последним.",
         "After each bout the attacker, then the others clockwise, then the defender refill to six.",
         SRC_STANDARD),
    Rule("Когда колода кончилась, оставшийся без карт выходит; вышедшие после одного отбоя делят место. "
         "Последний с картами — дурак; если последние вышли вместе — ничья.",
         "Once the stock is gone a player without cards is out; those out after the same bout share a place. "
         "The last player holding cards is the fool (дурак); if the last players go out together it is a draw.",
         Outside("обычные правила; ничья — как у Розалиева в командной игре (отрывок на libcat.ru)",
                 "the usual rules; the draw as in Rozaliev's team play (the libcat.ru excerpt)")),
)
RULEBOOK_TEAMS = (
    Rule("Команды (2×2, 3×3): партнёры сидят через одного, подкидывают только противники отбивающегося; за "
         "вышедшего играет его партнёр. Проигрывает команда дурака; если обе вышли вместе — ничья.",
         "Teams (2×2, 3×3): partners sit alternately, only the defender's opponents throw in, a partner plays for "
         "one who is out; the fool's team loses, and if both go out together it is a draw.",
         SRC_ROZALIEV_LIBCAT),
)
RULEBOOK_PODKIDNOY_RULES = (RULEBOOK_DECK + RULEBOOK_BEAT + RULEBOOK_PODKIDNOY_DEAL + RULES_DEALER
                            + RULEBOOK_PODKIDNOY_PLAY)

RULEBOOK_PODKIDNOY = (
    Rule("Дурак подкидной (Розалиев №2).", "Throw-in Durak (Rozaliev No. 2).",
         Seed("по всем правилам «подкидного» (№ 2)", "by all the rules of «подкидной» (No. 2)")),
) + RULEBOOK_PODKIDNOY_RULES + RULEBOOK_TEAMS + (RULE_SAFETY,)

# --- переводной (№3) ------------------------------------------------------------------
RULEBOOK_TRANSFER = (
    Rule("Перевод: пока ни одна карта не побита, отбивающийся может положить рядом карту того же достоинства — "
         "и отбиваться теперь соседу слева.",
         "Transfer: while no card is beaten yet, the defender may lay a card of the same rank beside the attack "
         "and pass it all to his left neighbour, who now defends.",
         Outside("Розалиев №3.а (отрывок на libcat.ru): переводной — подкидной с правом перевода картой того же "
                 "достоинства",
                 "Rozaliev No. 3.а (the libcat.ru excerpt): transfer durak is throw-in durak with the right to pass "
                 "on with a card of the same rank")),
    Rule("Переводить можно, только если у нового отбивающегося карт не меньше, чем станет на столе. "
         "Переводить можно дальше; вдвоём перевод возвращает ход ходившему.",
         "A transfer needs the new defender to hold at least as many cards as will then be on the table. He may "
         "pass it on again; with two players a transfer returns to the attacker.",
         Outside("обычные правила переводного (Википедия «Дурак», durak.app)",
                 "the usual rules of transfer durak (Wikipedia 'Durak', durak.app)")),
)
RULEBOOK_OTKAZ = (
    Rule("«Отказ» (вариант): после последнего хода под единственного оставшегося противника у ходившего карт "
         "не осталось, но противник может «отказать» — перевести карты назад; их забирают, и игра "
         "продолжается.",
         "«Отказ» (an option): after his last lead against the only opponent left the attacker holds no cards, "
         "yet the opponent may refuse, passing the cards back; they are taken and play goes on.",
         Seed("существует право «отказа». Несмотря на то, что после последнего хода под единственного "
              "оставшегося противника, у игрока карт не осталось, противник имеет право «отказать», т. е. "
              "перевести карты назад. Переведенные таким образом карты берутся, и игра продолжается",
              "there is the right of «отказ». Although after the last lead against the only opponent left the "
              "player has no cards, the opponent has the right to refuse, that is, to pass the cards back. The "
              "cards so passed are taken, and play goes on")),
    Rule("«Отказать» можно, когда в игре остались двое и колода кончилась: как при переводе — картой того же "
         "достоинства и пока ничего не побито. Оставшийся без карт отбиться не может и берёт; ходит "
         "отказавший. Не отказал — отбой идёт как обычно, и ходивший выходит.",
         "A refusal is possible when two players are left and the stock is gone, as a transfer: with a card of "
         "the same rank while nothing is beaten. The player without cards cannot defend and takes; the refuser "
         "attacks next. Without a refusal the bout goes on as usual and the attacker is out.",
         Reading("«перевести» в переводном значит положить карту того же достоинства; что остальное идёт как "
                 "обычно — наше прочтение",
                 "'to pass' in transfer durak means laying a card of the same rank; that all else goes on as "
                 "usual is our reading")),
)
RULEBOOK_PEREVODNOY = (
    Rule("Дурак переводной (Розалиев №3).", "Transfer Durak (Rozaliev No. 3).",
         Seed("«переводного (№ 3) дурака»", "transfer durak (No. 3)")),
) + RULEBOOK_PODKIDNOY_RULES + RULEBOOK_TEAMS + RULEBOOK_TRANSFER + RULEBOOK_OTKAZ + (RULE_SAFETY,)

# --- слепой (№4) ----------------------------------------------------------------------
RULEBOOK_SLEPOY = (
    Rule("Дурак «слепой» (Розалиев №4). Играют по всем правилам подкидного (или переводного, вариант), но "
         "каждый держит свои карты рубашкой к себе, лицом к остальным.",
         "Blind Durak (Rozaliev No. 4). Played by all the rules of throw-in durak (or transfer durak, an option), "
         "but every player holds his cards backs towards himself, faces towards the others.",
         Seed("Игра ведется по всем правилам «подкидного» (№ 2) или «переводного (№ 3) дурака», но розданные "
              "карты не смотрятся, а держатся игроками рубашкой к себе, т. е. лицевой стороной к остальным "
              "игрокам",
              "The game is played by all the rules of throw-in (No. 2) or transfer (No. 3) durak, but the cards "
              "dealt are not looked at: the players hold them backs towards themselves, that is, faces towards "
              "the other players")),
    Rule("Своих карт не смотрят ни после сдачи, ни при доборе из колоды.",
         "Nobody looks at his own cards, neither after the deal nor when drawing from the stock.",
         Seed("Игроки не должны смотреть свои карты … так и при наборе из колоды",
              "The players must not look at their cards … nor when drawing from the stock")),
    Rule("Видишь все руки, кроме своей, и ходишь, выбирая место в своём веере; карта открывается, когда ляжет "
         "на стол. Карты, взятые со стола, видели все, и ты тоже: их помнишь.",
         "You see every hand but your own and play by choosing a place in your fan; the card shows when it lands "
         "on the table. Cards taken from the table were seen by all, you included: you remember them.",
         Reading("так игру можно вести за столом без подсказок; что взятые карты известны взявшему — потому что "
                 "все видели их на столе",
                 "so that the game can be played at the table without hints; the taker knows the cards he took "
                 "because everyone saw them on the table")),
    Rule("Кто неверно покрыл, перевёл или подкинул карту, забирает все карты хода и держит их опять рубашкой "
         "к себе.",
         "A player who covers, passes on or throws in a card wrongly takes all the cards of the bout and holds "
         "them backs towards himself again.",
         Seed("Игрок, неверно покрывший, переведший или подкинувший карту, забирает себе все карты хода, которые "
              "он держит опять-таки рубашкой к себе",
              "A player who wrongly covers, passes on or throws in a card takes all the cards of the bout, which "
              "he again holds backs towards himself")),
    Rule("Ошибся отбивающийся — ходит следующий за ним, как после «беру»; ошибся ходивший или подкидывавший — "
         "ходит отбивавшийся.",
         "If the defender erred, the next player attacks, as after a take; if an attacker or thrower erred, the "
         "defender attacks.",
         Reading("первоисточник не говорит, кто ходит после ошибки; ошибка отбивающегося — как взятие, ошибка "
                 "ходившего — как отбой",
                 "the original does not say who attacks after a mistake; the defender's mistake counts as a take, an "
                 "attacker's as a beaten bout")),
) + RULES_DEALER + (RULEBOOK_DECK + RULEBOOK_BEAT + RULEBOOK_PODKIDNOY_DEAL + RULEBOOK_PODKIDNOY_PLAY
                   + RULEBOOK_TRANSFER + (RULE_SAFETY,))

# --- бубновый (№5) --------------------------------------------------------------------
RULEBOOK_BUBNOVY = (
    Rule("Дурак «бубновый» (Розалиев №5). Играют как в подкидного, но козыри всегда бубны, а пики бьются только "
         "пиками.",
         "Diamonds Durak (Rozaliev No. 5). Played as throw-in durak, but diamonds are always trumps and spades are "
         "beaten only by spades.",
         Seed("отличается от «дурака подкидного» тем, что козыри всегда бубны, пики бьются только пиками",
              "differs from throw-in durak in that diamonds are always trumps, spades are beaten only by spades")),
    Rule("Пику бьёт только старшая пика: ни козырь, ни другая масть; и сама пика бьёт только пику.",
         "A spade is beaten only by a higher spade, neither by a trump nor by another suit; and a spade beats "
         "only a spade.",
         Reading("«бьются только пиками» — старшими, как всякая масть; пики здесь не козыри, поэтому сами бьют "
                 "лишь свою масть",
                 "'beaten only by spades' means by higher ones, as in any suit; spades are not trumps here, so "
                 "they beat only their own suit")),
    Rule("Варианты: козырь открывается, как в подкидном, или назначается перед игрой.",
         "Variants: trumps are turned up as in throw-in durak, or named before the game.",
         Seed("козыри открываются аналогично «подкидному дураку» или назначаются перед игрой",
              "trumps are turned up as in throw-in durak or named before the game")),
    Rule("Если открылась пика, её кладут в середину колоды и открывают следующую карту; в некоторых "
         "компаниях тогда играют обычного подкидного (вариант).",
         "If a spade is turned up it goes into the middle of the stock and the next card is turned; some "
         "companies then play ordinary throw-in durak (an option).",
         Seed("если открывается карта пиковой масти, она убирается в середину колоды, и открывается следующая "
              "карта. В некоторых компаниях в этом случае производится обычный розыгрыш «дурака подкидного»",
              "if a spade is turned up it is put into the middle of the stock and the next card is turned. In "
              "some companies an ordinary deal of throw-in durak is played in that case")),
    Rule("Назначает козыри игрок слева от сдающего, до сдачи; пики назначать нельзя. Если козырь открывается, а "
         "игроков шестеро и козырь показала пика сдающего, эту партию играют как обычного подкидного.",
         "Trumps are named before the deal by the player left of the dealer, never spades. If trumps are turned "
         "up, six play and the dealer's last card shows a spade, that deal is played as ordinary throw-in durak.",
         Reading("первоисточник не говорит, кто назначает; пики козырями быть не могут, раз их бьют только пики; при "
                 "шести игроках колоды не остаётся, пику некуда вернуть",
                 "the original does not say who names; spades cannot be trumps, as only spades beat them; with six "
                 "players no stock is left to put the spade back into")),
) + RULEBOOK_PODKIDNOY_RULES + (RULE_SAFETY,)

# --- простой (1.а, 1.в) ---------------------------------------------------------------
RULEBOOK_PROSTOY_DEAL = (
    Rule("Сдают по 5 карт (1.в — по 6), следующая карта открывается под колоду — козырь, его берут последним.",
         "Five cards each (1.в: six); the next card is turned up under the stock as trump and drawn last.",
         SRC_PROSTOY),
    Rule("В 1.в — по 6 карт и ход только одной картой.", "In 1.в six cards each and single-card leads only.",
         Reading("текст 1.в не сохранился; берём самый простой современный вид",
                 "the text of 1.в is lost; we take the plainest modern form")),
    Rule("Ходит игрок слева от сдающего (вариант: младший козырь).",
         "The player left of the dealer attacks first (option: the lowest trump).", SRC_PROSTOY),
) + RULES_DEALER
RULEBOOK_PROSTOY_LEADS = (
    Rule("1.а: ходят одной, тремя или пятью картами: одна — любая; три — пара и любая карта («тройка»); "
         "пять — две пары (или четыре одинаковых) и любая карта («пяток»).",
         "1.а: a lead is one, three or five cards: one — any; three — a pair and any card; five — two pairs (or "
         "four of a kind) and any card.",
         SRC_PROSTOY),
    Rule("Такой ход — пара и ещё карта — первоисточник показывает на примере (в «Веришь — не веришь», где ходы как в "
         "простом дураке).",
         "The original shows such a lead, a pair and one more card, in an example (in Believe It or Not, whose leads "
         "are simple durak's).",
         Seed("ход был сделан валетом треф, валетом пик и десяткой червей",
              "the lead was the jack of clubs, the jack of spades and the ten of hearts")),
    Rule("В ходе не больше карт, чем у отбивающегося. Никто не подкидывает.",
         "A lead never has more cards than the defender holds. Nobody throws in.",
         Reading("как в подкидном — отбивающийся должен мочь покрыть всё; «простой» — потому что без "
                 "подкидывания",
                 "as in throw-in durak, the defender must be able to cover everything; 'simple' because nobody "
                 "throws in")),
)
RULEBOOK_PROSTOY_PLAY = (
    Rule("Карты кроются или берутся.", "Attack cards are covered or taken.",
         Seed("Карты кроются или берутся аналогично «дураку простому»",
              "The cards are covered or taken as in simple durak")),
    Rule("Отбивающийся бьёт любые из карт хода, каждую своей картой; побитые уходят в отбой, непобитые он "
         "берёт.",
         "The defender beats any of the attack cards, each with a card of his own; beaten pairs are discarded and "
         "he takes the rest.",
         SRC_PROSTOY),
    Rule("Отбившийся всё ходит сам; взявший хоть одну карту пропускает ход — ходит следующий (вариант: ходит "
         "всё равно он).",
         "A defender who beat everything attacks next; one who took any card loses his turn and the next player "
         "attacks (option: he attacks anyway).",
         Outside("pagat.com, shram.kiev.ua; кто ходит после частичного взятия, источники расходятся — отсюда "
                 "вариант",
                 "pagat.com, shram.kiev.ua; the sources differ on who attacks after a partial take, hence the "
                 "option")),
    Rule("Добирают до полной руки ходивший, затем отбивавшийся. Когда колода кончилась, оставшиеся без карт "
         "выходят; последний с картами — дурак.",
         "The attacker, then the defender refill. Once the stock is gone, players without cards are out; the last "
         "holder is the fool.",
         SRC_PROSTOY),
)
RULEBOOK_PROSTOY = (
    Rule("Дурак простой (Розалиев 1.а, 1.в): два старых варианта, на которые ссылается первоисточник.",
         "Simple Durak (Rozaliev 1.а, 1.в): the two old variants the original refers to.",
         Seed("аналогичны «дураку простому» в вариантах 1.а. или 1.в.",
              "as in simple durak, variants 1.а or 1.в")),
) + (RULEBOOK_DECK + RULEBOOK_BEAT + RULEBOOK_PROSTOY_DEAL + RULEBOOK_PROSTOY_LEADS + RULEBOOK_PROSTOY_PLAY
     + (RULE_SAFETY,))

# --- английский, «Акулина» (№6) -------------------------------------------------------
RULEBOOK_AKULINA = (
    Rule("Английский дурак, «Акулина», «Дамка» (Розалиев №6).", "English Durak, «Akulina», «Damka» (Rozaliev No. 6).",
         Seed("Игра имела и другое название — «Акулина»", "The game had another name, «Akulina»")),
    Rule("Колода 36 карт; играют от двух до четырёх, каждый за себя.",
         "A 36-card pack; two to four players, each for himself.",
         Seed("В колоде 36 карт. Игроков — от 2-х до 4-х человек. Каждый играет за себя",
              "36 cards in the pack. Two to four players. Each plays for himself")),
) + RULEBOOK_BEAT + (
    Rule("Сдают по 5 карт (вариант «Дамки» — 6), козырь открывается под колоду; ходит игрок слева от сдающего "
         "(вариант: младший козырь).",
         "Five cards each (the «Дамка» option: six), trump turned up under the stock; the player left of the "
         "dealer attacks first (option: the lowest trump).",
         Reading("первоисточник о сдаче молчит; берём сдачу простого дурака, на который он ссылается; "
                 "6 карт — детская «Дамка» (cards-igri.ru)",
                 "the original is silent on the deal; we take simple durak's, which it refers to; "
                 "six cards is the children's «Дамка» (cards-igri.ru)")),
    Rule("Ходить можно одной или несколькими картами одной масти, любых достоинств.",
         "A lead is one card or several cards of one suit, of any ranks.",
         Seed("Ходить можно с одной или нескольких карт одной масти (но не достоинства)",
              "One may lead one or several cards of one suit (but not of one rank)")),
    Rule("В ходе не больше карт, чем у отбивающегося.", "A lead never has more cards than the defender holds.",
         Reading("как в простом дураке: отбивающийся должен мочь покрыть всё",
                 "as in simple durak: the defender must be able to cover everything")),
    Rule("Карты кроются или берутся, как в простом: отбивающийся бьёт любые из них, побитые уходят в отбой, "
         "непобитые он берёт.",
         "Cards are covered or taken as in simple durak: the defender beats any of them; beaten pairs are "
         "discarded and he takes the rest.",
         Seed("Карты кроются или берутся аналогично «дураку простому»",
              "The cards are covered or taken as in simple durak")),
    Rule("Вариант «Дамки»: не отбился — берёт всё.", "The «Дамка» option: if not all are beaten he takes everything.",
         Outside("детская «Дамка» (cards-igri.ru)",
                 "the children's «Дамка» (cards-igri.ru)")),
    Rule("Дама пик — «Акулина» — не бьётся никакой картой, даже козырем, а сама бьёт как обычная дама пик.",
         "The queen of spades, «Akulina», cannot be beaten by any card, not even a trump, yet beats like an "
         "ordinary queen of spades.",
         Seed("Дама пик — «Акулина» или «Дамка» — не кроется никакой другой картой, сама же кроет как обычная",
              "The queen of spades, «Akulina» or «Damka», is covered by no other card, but itself covers as an "
              "ordinary one")),
    Rule("Отбившийся всё ходит сам, взявший пропускает ход. Добирают ходивший, затем отбивавшийся. Последний "
         "с картами — дурак.",
         "A defender who beat everything attacks next; one who took loses his turn. The attacker, then the "
         "defender refill. The last holder is the fool.",
         Reading("как в простом дураке, на который ссылается первоисточник",
                 "as in simple durak, to which the original refers")),
) + RULES_DEALER + (RULE_SAFETY,)

# --- Веришь — не веришь (1) (№7) -------------------------------------------------------
RULEBOOK_VERISH_1 = (
    Rule("Веришь — не веришь (1) (Розалиев №7). Сдача и ходы — как в простом дураке 1.а или 1.в.",
         "Believe It or Not Durak (Rozaliev No. 7). Deal and leads as in simple durak 1.а or 1.в.",
         Seed("Правила сдачи и ходов аналогичны «дураку простому» в вариантах 1.а. или 1.в.",
              "The rules of the deal and the leads are as in simple durak, variants 1.а or 1.в")),
    Rule("1.а: по 5 карт, ходы одной, тремя или пятью картами; 1.в: по 6, ход одной картой. Козырь открывается "
         "под колоду; ходит игрок слева от сдающего (вариант: младший козырь).",
         "1.а: five cards, leads of one, three or five cards; 1.в: six cards, single leads. Trump turned up under "
         "the stock; the player left of the dealer attacks first (option: the lowest trump).",
         SRC_PROSTOY),
) + RULEBOOK_DECK + RULEBOOK_BEAT + (
    Rule("Отбивающийся кладёт свои карты рубашкой вверх.", "The defender lays his cards face down.",
         Seed("в «веришь — не веришь» отбивающийся кладет свои карты рубашкой вверх, т. е. игра идет в закрытую",
              "in believe-it-or-not the defender lays his cards face down, that is, the play is closed")),
    Rule("На каждую карту хода — по одной своей карте, любой; или он открыто берёт карты хода.",
         "One card of his own, any, on each attack card; or he openly takes the attack.",
         Reading("кладут по карте на карту, как при отбое; открытое взятие — как «берутся» в простом "
                 "",
                 "one card on each card, as when beating; the open take is simple durak's «берутся» "
                 "")),
    Rule("Ходивший говорит «верю» или «не верю», и карты открывают.",
         "The attacker says «I believe» or «I don't believe», and the covers are turned up.",
         Seed("Игрок обязан угадать, правильно ли сделан отбой", "The player must guess whether the defence was "
              "made correctly")),
    Rule("«Верю», покрыто верно — всё в отбой; «верю», хоть одна не покрыта — всё забирает сказавший «верю»; "
         "«не верю», не покрыто — всё забирает отбивавшийся; «не верю», покрыто верно — всё забирает "
         "не поверивший.",
         "Believe, all correct: everything is discarded; believe, any card not beaten: the believer takes "
         "everything; disbelieve, not beaten: the defender takes everything; disbelieve, all correct: the doubter "
         "takes everything.",
         Seed("Если он сказал: «верю» и карты покрыты правильно, то они отправляются в отбой; если же хоть одна "
              "не покрыта, то их забирает сказавший «верю». Когда ходящий говорит «не верю» и карты действительно "
              "не покрыты, их забирает отбивавшийся, а когда покрыты, то забирает их тот, кто «не поверил»",
              "If he said «I believe» and the cards are covered correctly, they go to the discard; if even one is "
              "not covered, the one who said «I believe» takes them. When the attacker says «I don't believe» and "
              "the cards are indeed not covered, the defender takes them, and when they are covered, the one who "
              "«did not believe» takes them")),
    Rule("Покрытие считается, только если каждая карта лежит на той, которую бьёт: на ход В♣, В♠, 10♥ карты "
         "Т♥ на 10♥, Т♠ на В♣ и К♣ на В♠ — не отбой.",
         "Each cover must lie on the card it beats: against J♣, J♠, 10♥ the covers A♥ on 10♥, A♠ on J♣ and K♣ on "
         "J♠ are no defence.",
         Seed("Отбой не считается также и в том случае, когда карты расположены неверно. Например, ход был сделан "
              "валетом треф, валетом пик и десяткой червей, а когда карты открыли, то оказалось, что туз червей "
              "лежит на десятке, туз пик на валете треф, а король треф на валете пик",
              "The defence does not count either when the cards lie wrongly. For example, the lead was the jack "
              "of clubs, the jack of spades and the ten of hearts, and when the cards were turned, the ace of "
              "hearts lay on the ten, the ace of spades on the jack of clubs and the king of clubs on the jack "
              "of spades")),
    Rule("После отбоя ходит отбившийся; если взял отбивавшийся — ходит следующий за ним; если взял ходивший — "
         "ходит отбивавшийся. Добирают, как в простом. Последний с картами — дурак.",
         "After a discard the defender attacks; if the defender took, the next player attacks; if the attacker "
         "took, the defender attacks. Refill as in simple durak. The last holder is the fool.",
         Reading("первоисточник не говорит, кто ходит, когда взял ходивший: тогда ход переходит к отбивавшемуся "
                 "; остальное — как в простом",
                 "the original does not say who attacks when the attacker took: the turn passes to the defender "
                 "; the rest as in simple durak")),
) + RULES_DEALER + (RULE_SAFETY,)
