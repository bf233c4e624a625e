"""Кинг's F1 rules (catalogue C1; seed 001, Rozaliev 47.а–47.г), rule by rule with sources.

Seed 001 begins inside 47.а: it keeps the отыгрыш (+3 a trick, two circles, 192) and the
account, then 47.б, 47.в and 47.г in full. The beginning of 47.а — the deal and the penalty
deals — is lost; our list of them comes from other sources and is checked by the seed's own
arithmetic (it must total 192). So is the отыгрыш of 47.в/г (4 a trick: not in the seed).
"""
from __future__ import annotations

from ...rulebook import Outside, Reading, Rule, Seed

SRC_LOST = ("начало 47.а в первоисточнике не сохранилось", "the beginning of 47.a is lost from the original")

RULEBOOK = (
    # --- 47.а: the deal and the play (the lost beginning) -------------------------------
    Rule("Кинг. Колода 32 карты (7…Т), игроков четверо, сдают по две карты, по 8 каждому. Сдающий меняется "
         "по кругу влево; первым ходит сидящий слева от сдающего.",
         "King. A 32-card pack (7…A), four players, dealt two at a time, 8 each. The deal passes to the left; "
         "the player left of the dealer leads first.",
         Outside(f"{SRC_LOST[0]}; колода 32 листа — по 47.в и 47.г («Колода — 32 листа», «Сдают по две все "
                 "карты»), четверо и сдача по две — по книге «50 способов развлечься» (rulit.me) и "
                 "en.wikipedia.org «King (card game)»",
                 f"{SRC_LOST[1]}; the 32-card pack after 47.v and 47.g («the pack is 32 cards», «all the cards "
                 "are dealt in twos»), four players and the deal in twos after «50 ways to have fun» (rulit.me) "
                 "and en.wikipedia.org 'King (card game)'")),
    Rule("В штрафных играх ходят в масть; нет масти — любую карту; козырей нет.",
         "In the penalty deals follow suit; if void, any card; no trumps.",
         Outside(f"{SRC_LOST[0]}; общепринятые правила кинга (en.wikipedia.org «King (card game)», "
                 "card-games-online.com)",
                 f"{SRC_LOST[1]}; the common rules of King (en.wikipedia.org 'King (card game)', "
                 "card-games-online.com)")),
    Rule("Штрафные игры: не брать взяток (2 за взятку), не брать червей (2 за черву), не брать мальчиков "
         "(4 за валета), не брать девочек (4 за даму), не брать двух последних (8 за каждую), не брать кинга "
         "(16 за К♥) и ералаш — всё сразу (96). Каждая игра пишет 16, ералаш 96, итого 192.",
         "Penalty deals: no tricks (2 a trick), no hearts (2 a heart), no boys (4 a jack), no girls (4 a "
         "queen), no last two tricks (8 each), no King of hearts (16) and yeralash — all at once (96). Each "
         "deal writes 16, yeralash 96: 192 in all.",
         Reading(f"{SRC_LOST[0]}: список восстановлен по card-games-online.com, en.wikipedia.org и «50 способам "
                 "развлечься» и проверен арифметикой первоисточника — штрафы должны составить те же 192 очка, что и "
                 "отыгрыш («сумма набранных очков при отыгрыше равна также 192 очкам»); «мальчики» — только "
                 "валеты: лишь так сходится счёт 47.в",
                 f"{SRC_LOST[1]}: the list is rebuilt after card-games-online.com, en.wikipedia.org and «50 ways "
                 "to have fun», and checked by the original's arithmetic — the penalties must total the same 192 as "
                 "the winning back («the points of the winning back also total 192»); the «boys» are the jacks "
                 "alone: only so does the account of 47.v balance")),
    Rule("Порядок штрафных игр оговаривают перед игрой (настройка «Порядок штрафных игр»).",
         "The order of the penalty deals is agreed before play (option «Order of the penalty deals»).",
         Seed("Многими игроками приводится иной порядок розыгрыша. Например, сначала не берут мальчиков … порядок "
              "розыгрыша должен быть оговорен перед началом игры",
              "Many players use another order, e.g. the boys first … the order of play must be agreed before "
              "the game")),
    Rule("В играх «черви», «кинг» и «ералаш» нельзя ходить с червей, пока есть другие масти; кинга (К♥) надо "
         "сбросить при первой взятке, в масть которой нечего положить.",
         "In hearts, K♥ and yeralash no heart may be led while the leader holds another suit; the K♥ must be "
         "thrown at the first trick whose suit he cannot follow.",
         Outside("общепринятые правила кинга (en.wikipedia.org «King (card game)»); настройка «Ограничения хода»",
                 "the common rules of King (en.wikipedia.org 'King (card game)'); option «Lead restrictions»")),
    # --- 47.а: the отыгрыш and the account (the seed's) -------------------------------
    Rule("Отыгрыш: за каждую взятку +3, за сдачу 24.",
         "The winning back: +3 a trick, 24 a deal.",
         Seed("За каждую взятку игрок получает по 3 очка. Всего за 8 взяток игроки получают 24 очка",
              "Each trick scores 3 points for its taker; the 8 tricks give the players 24 points")),
    Rule("Козыри в отыгрыше назначает сидящий слева от сдающего, посмотрев все свои карты.",
         "In the winning back trumps are named by the player left of the dealer, after seeing his whole hand.",
         Reading("первоисточник этого не говорит: сдающий передаётся влево, а назначивший сдаёт следующую — значит, "
                 "назначает сидящий слева; «после сдачи и рассмотрения всех карт» сказано в 47.б; настройка "
                 "«Козыри назначают» — по первым двум картам",
                 "the original does not say it: the deal passes to the left and the namer deals next, so the namer "
                 "sits on the dealer's left; «after the deal and a look at all the cards» is said in 47.b; "
                 "option «Trumps are named» — after the first two cards")),
    Rule("Назначивший козыри сдаёт следующую сдачу.",
         "The player who named trumps deals the next deal.",
         Seed("В следующую игру сдающим становится игрок, назначивший козыря",
              "The player who named trumps becomes the dealer of the next game")),
    Rule("В отыгрыше ходят в масть; нет масти — надо бить козырем; нет и козырей — любую карту.",
         "In the winning back follow suit; if void, trump; with no trump either, any card.",
         Outside("общепринятые правила кинга; настройка «В отыгрыше бить козырем»",
                 "the common rules of King; option «Must trump in the winning back»")),
    Rule("Отыгрыш — два круга: каждый дважды назначает козыри, 8 сдач по 24 = 192.",
         "The winning back lasts two circles: each names trumps twice, 8 deals of 24 = 192.",
         Seed("сыграют два круга, т. е. каждый из игроков по 2 раза назначит козыря, производится подсчет очков",
              "when two circles are played, i.e. each has named trumps twice, the points are counted")),
    Rule("Итог: из очков отыгрыша вычитают штрафные; разницу с плюсом или минусом записывают; сумма всех итогов "
         "равна нулю.",
         "The account: the penalties are taken from the winning-back points; the difference is written as plus "
         "or minus; the nets sum to zero.",
         Seed("из очков, полученных в отыгрыш, вычитаются штрафные очки. Разница со знаком «плюс» или «минус» "
              "записывается … алгебраическая сумма всех очков должна равняться нулю",
              "the penalty points are taken from the points of the winning back; the difference is written with "
              "a plus or a minus … the algebraic sum of all the points must be zero")),
    # --- 47.б ------------------------------------------------------------------------
    Rule("47.б «заказной»: игру заказывает сидящий слева от сдающего, посмотрев все карты (в отыгрыше он же "
         "назначает козыри); каждый обязан сыграть все игры, ни одну, кроме отыгрыша, дважды; кто что сыграл, "
         "отмечают в таблице, и когда она заполнена, игра кончается.",
         "47.b «ordered»: the player left of the dealer orders the game after seeing all his cards (and names "
         "trumps in the winning back); each must play every game, none but the winning back twice; a table "
         "records who played what, and the match ends when it is full.",
         Seed("каждый из игроков имеет право заказать себе игру. Каждый из игроков обязан сыграть все игры. "
              "Заказывает игрок, сидящий слева от сдающего. Заказ производится, а козырь назначается после сдачи "
              "и рассмотрения всех карт. Два раза ни одну игру, кроме отыгрыша, заказать нельзя … После "
              "заполнения таблицы игра прекращается",
              "each player may order his game. Each must play all the games. The player left of the dealer "
              "orders. The order is made, and trumps named, after the deal and a look at all the cards. No game "
              "but the winning back may be ordered twice … When the table is full the game stops")),
    Rule("47.б: отыгрыш каждый заказывает дважды (36 сдач); штрафы и отыгрыш тогда не равны, и рассчитываются "
         "по разнице: каждый платит каждому разницу их итогов.",
         "47.b: each orders the winning back twice (36 deals); penalties and winning back then differ, so "
         "each pays each the difference of their nets.",
         Reading("первоисточник не говорит, сколько раз: «кроме отыгрыша» читаем как «дважды, как в 47.а»; расчёт по "
                 "разнице — потому что сумма не сходится к нулю; настройка «Отыгрышей у каждого»: 8 — сходится",
                 "the original does not say how many times: «except the winning back» is read as «twice, as in "
                 "47.a»; settled by differences because the sum is not zero; option «Winning backs each»: 8 "
                 "makes it zero")),
    # --- 47.в ------------------------------------------------------------------------
    Rule("47.в втроём: из 32 карт убирают чёрных тузов, сдают по 10; взятка 2, валет и дама по 5, две последние "
         "по 10, кинг 20, черва 2.",
         "47.v for three: the black aces leave the 32-card pack, 10 cards each; a trick 2, a jack or queen 5, "
         "each of the last two 10, the K♥ 20, a heart 2.",
         Seed("из колоды для (32 листа) изымаются два черных туза … Сдают по 10 карт … За взятки — по 2 очка, за "
              "мальчиков и девочек — по 5, две последних — по 10, за кинга — 20. за червей — по 2",
              "the two black aces leave the 32-card pack … 10 cards each … 2 a trick, 5 a boy or girl, 10 each "
              "of the last two, 20 the K♥, 2 a heart")),
    Rule("47.в: в отыгрыше +4 за взятку; каждый дважды назначает козыри (6 сдач, 240).",
         "47.v: +4 a trick in the winning back; each names trumps twice (6 deals, 240).",
         Reading("цены взятки в отыгрыше первоисточник не даёт; 4 — единственная, при которой сходится поправка первоисточника «на "
                 "4 очка больше»: штрафы 232 + 8 = 240 = 6 сдач × 10 взяток × 4",
                 "the original gives no value for a trick of the winning back; 4 is the only one with which the "
                 "original's «4 points more» fix balances: penalties 232 + 8 = 240 = 6 deals × 10 tricks × 4")),
    Rule("47.в: итог не сходится к нулю, поэтому либо минус платит плюсу пропорционально, либо кинга пишут по 24 "
         "(и в «не брать кинга», и в ералаше) — настройка «Баланс 47.в».",
         "47.v: the account does not sum to zero, so either the minus pays the plus proportionally, or the K♥ "
         "is written at 24 (in «no K♥» and in yeralash) — option «Balance of 47.v».",
         Seed("имеющий минус выплачивает пропорционально имеющему плюс или какую-нибудь игру играют из расчета на "
              "4 очка больше. Например, «не брать кинга» играют с записью за кинга 24 очка, так же и в "
              "«ералаше»",
              "the one in minus pays the one in plus proportionally, or some game is played 4 points higher: "
              "«no K♥» with 24 for the K♥, and so in yeralash")),
    # --- 47.г ------------------------------------------------------------------------
    Rule("47.г с прикупом: 32 карты, втроём или вчетвером (вчетвером сдающий не играет); сдают по две, две "
         "карты кладут в прикуп, но не две первые и не две последние.",
         "47.g with the talon: 32 cards, three or four players (at four the dealer sits out); dealt in twos, "
         "two cards go to the talon, never the first two or the last two.",
         Seed("Колода — 32 листа. Игроков — трое или четверо. При игре вчетвером сдающий в игре не участвует. "
              "Сдают по две все карты. В процессе сдачи две карты кладутся отдельно и составляют прикуп. В прикуп "
              "нельзя класть две первые и две последние карты колоды",
              "32 cards; three or four players; at four the dealer does not play. All dealt in twos; two are "
              "laid apart as the talon, never the first two or the last two of the pack")),
    Rule("47.г: сидящий слева от сдающего, посмотрев карты, заказывает игру (в отыгрыше и козыри), показывает "
         "всем прикуп, берёт его и сносит две карты втёмную.",
         "47.g: the player left of the dealer, having seen his cards, orders the game (and trumps in the "
         "winning back), shows everyone the talon, takes it and lays two cards away face down.",
         Seed("Игрок, сидящий слева от сдающего, рассмотрев свои карты. назначает игру, а при отыгрыше — игру и "
              "козыри. После этого берет и всем показывает прикуп, смешивает его со своими картами, а затем две "
              "карты сносит «в темную»",
              "The player left of the dealer, having looked at his cards, names the game, and in the winning "
              "back game and trumps; then takes the talon, shows it to all, mixes it with his cards and lays two "
              "away face down")),
    Rule("47.г: сносить карты, дающие очки в этой игре, нельзя; снесённая по ошибке считается в его взятке.",
         "47.g: a card that scores in this game may not be laid away; one laid away by mistake counts in his "
         "tricks.",
         Seed("в снос нельзя класть карты, имеющие очки в эту игру … Если игрок совершил ошибку, то снесенная "
              "карта считается в его взятке",
              "cards that score in this game may not be laid away … If he errs, the card laid away counts in his "
              "trick")),
    Rule("47.г: программа не запрещает такой снос, а применяет к нему правило ошибки.",
         "47.g: the program does not forbid such a discard; it applies the rule for the mistake.",
         Reading("снос втёмную никто не видит, и первоисточник сам говорит, что бывает при ошибке; так бот и человек "
                 "решают сами",
                 "nobody sees a face-down discard, and the original itself says what a mistake costs; so bot and "
                 "player decide for themselves")),
    Rule("47.г: без ералаша; отыгрыш каждый заказывает трижды; цены как в 47.в.",
         "47.g: no yeralash; each orders the winning back three times; values as in 47.v.",
         Seed("Играют без «ералаша» и каждый игрок имеет право заказать отыгрыш три раза. Стоимость взяток и карт "
              "во взятках аналогична варианту 47.в",
              "Played without yeralash, and each may order the winning back three times. Tricks and cards are "
              "valued as in 47.v")),
    Rule("47.г: каждую штрафную игру каждый заказывает один раз; в отыгрыше +4 за взятку.",
         "47.g: each orders each penalty game once; +4 a trick in the winning back.",
         Reading("первоисточник не говорит ни того, ни другого; «один раз» — как в заказном 47.б, 4 за взятку — как в 47.в "
                 "(цена семенем не дана); тогда штрафов у каждого 116, отыгрыша 120, разница 4 — ровно "
                 "компенсация первоисточника",
                 "the original says neither; «once» as in the ordered 47.b, 4 a trick as in 47.v (the original gives no "
                 "value); then each has 116 of penalties and 120 of winning back, a difference of 4 — exactly "
                 "the original's compensation")),
    Rule("47.г: для компенсации каждый в начале записывает себе 4 штрафных очка — или сначала играют круг (три "
         "сдачи) «не брать взяток», и набравший в сдаче больше всех взяток записывает 4 (настройка "
         "«Компенсация 47.г»).",
         "47.g: to compensate, each writes 4 penalty points at the start — or a circle (three deals) of «no "
         "tricks» is played first, and who takes the most tricks in a deal writes 4 (option «Compensation of "
         "47.g»).",
         Seed("Для компенсации разницы в очках перед началом игры каждый записывает себе 4 штрафных очка. С этой "
              "же целью некоторые игроки перед началом игры проводят три раза (1 круг) сдачу и игру «не брать "
              "взяток». Игрок, набравший за одну игру больше всех взяток, записывает 4 штрафных очка",
              "To compensate, each writes himself 4 penalty points before play. To the same end some play three "
              "deals (one circle) of «no tricks» first; the player who took the most tricks in a game writes 4 "
              "penalty points")),
    Rule("47.г: если в круге больше всех взяток у нескольких, 4 пишет тот, кто первым набрал это число; по "
         "настройке «Ничья в круге» — все равные.",
         "47.g: if several share the most tricks in the circle, the 4 goes to the first to reach that number; "
         "with the option «A tie in the circle» — to all of them.",
         Reading("первоисточник говорит «игрок» — один; одна четвёрка на сдачу даёт ровно 12 на круг, как 4 каждому, и "
                 "счёт сходится к нулю (так и задумана компенсация, «с этой же целью»); другое прочтение — «все "
                 "равные», это настройка",
                 "the original says «the player» — one; one 4 a deal gives exactly 12 a circle, as 4 each does, and "
                 "the account sums to zero (the purpose of the compensation, «to the same end»); another "
                 "reading is «all tied», an option")),
    Rule("47.г: запись — у каждого игрока три отдела: штрафные очки, список игр, которые ему осталось сыграть "
         "(сыгранная зачёркивается), и очки отыгрыша.",
         "47.g: the score sheet — each player has three parts: penalty points, the list of games he still has "
         "to play (crossed out when played), and the winning-back points.",
         Seed("Поле делится на части по числу игроков. Каждая из частей, в свою очередь, делится на три отдела",
              "The sheet is divided into a part for each player, each part into three sections")),
)
