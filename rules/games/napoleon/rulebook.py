"""Наполеон's F1 rules (catalogue C3; seed 001), rule by rule with sources.

The seed gives the game whole; our readings fill what it leaves open (the order of the
bidding with the dealer's «здесь», all passing, a hand with neither the suit nor a trump,
the stop once the contract is lost, the failed «Наполеон», how long a game lasts, and a
stack that runs out).
"""
from __future__ import annotations

from ...rulebook import Reading, Rule, Seed

RULEBOOK = (
    Rule("Игроков от двух до шести, колода 36 карт.", "Two to six players, a 36-card pack.",
         Seed("Игроков — от 2-х до 6-ти человек. Колода — 36 листов", "From 2 to 6 players. The pack is 36 cards")),
    Rule("Перед каждой сдачей каждый кладёт оговорённый взнос в «клад Наполеона» (настройка «Взнос в клад»).",
         "Before every deal each puts the agreed stake into «Napoleon's hoard» (option «Into the hoard per "
         "deal»).",
         Seed("Посередине стола ставится коробка, которая называется «Клад Наполеона». Перед началом игры "
              "обуславливается сумма, вносимая каждым игроком за сдачу. Эта сумма кладется в «клад Наполеона»",
              "A box called «Napoleon's hoard» stands in the middle. The sum each player pays for a deal is "
              "agreed before play; it goes into the hoard")),
    Rule("Сдают по 5 карт; остальная колода лежит на столе рубашкой вверх.",
         "Five cards each; the rest of the pack lies face down on the table.",
         Seed("Сдают по 5 карт. Оставшаяся колода кладется на стол рубашкой вверх",
              "Five cards are dealt; the rest of the pack is laid face down")),
    Rule("Торговля: игроки объявляют, сколько возьмут взяток; первым говорит сдающий, дальше по часовой "
         "стрелке; каждый либо называет больше, либо пасует. Сдающий может сказать «здесь».",
         "Bidding: the players say how many tricks they will take; the dealer speaks first, then clockwise; "
         "each bids higher or passes. The dealer may say “here”.",
         Seed("Игроки объявляют количество взяток, имеющихся у них на руках. Первым объявляет сдающий. Следующим — "
              "сидящий полевую руку от него и далее — по часовой стрелке. Игрок имеет право либо назначить более "
              "высокую игру, либо пасовать. Сдающий имеет преимущество: он может сказать: «здесь». Остальные "
              "имеют право только назначать более высокую игру",
              "The players announce how many tricks they hold. The dealer speaks first, then the player on his "
              "left and on clockwise. Each may bid higher or pass. The dealer has the privilege of saying "
              "“here”; the others may only bid higher")),
    Rule("Каждый говорит один раз; сдающий, если не пасовал, когда очередь вернётся к нему, может сказать "
         "«здесь» и взять игру за наивысшую заявку.",
         "Each speaks once; the dealer, unless he passed, may say “here” when it comes back to him and take "
         "the game at the highest bid.",
         Reading("сдающий говорит первым, и «здесь» имеет смысл, лишь когда до него дойдёт снова: тогда он "
                 "удерживает чужую заявку за собой",
                 "the dealer speaks first, so “here” makes sense only when it comes back to him: he then holds "
                 "the highest bid for himself")),
    Rule("Заявки — от 1 до 5 взяток; пять можно объявить «на Наполеона», это выше простой пятёрки.",
         "Bids are 1 to 5 tricks; five may be bid «on Napoleon», which ranks above a plain five.",
         Reading("первоисточник называет пять взяток «на Наполеона» отдельным заявлением; что такая пятёрка старше простой пятёрки — "
                 "наше прочтение (иначе его нельзя было бы назвать после пяти)",
                 "the original makes five «on Napoleon» a separate declaration; that it outranks a plain five is our "
                 "reading (else it could not be said after a five)")),
    Rule("Все спасовали — пересдача, клад остаётся.", "All pass: a new deal, the hoard stays.",
         Reading("первоисточник об этом молчит; так клад растёт, как задумано", "the original is silent; so the hoard grows, "
                 "as it is meant to")),
    Rule("Сделавший наивысшую заявку может прикупить одну карту: сначала сбрасывает свою, потом берёт верхнюю из "
         "колоды.",
         "The highest bidder may buy one card: he first discards one, then takes the top card of the stock.",
         Seed("Игрок, сделавший максимальное назначение, может прикупить карту. Для этого он сначала скидывает свою, "
              "а затем берет верхнюю карту из колоды",
              "The highest bidder may buy a card: he first discards one of his, then takes the top card")),
    Rule("Первым ходит объявивший игру; масть его первой карты — козырь; дальше ходят с любой карты, а выход за "
         "взявшим взятку. Класть нужно в масть, при её отсутствии — козыря.",
         "The declarer leads first; the suit of his first card is trumps; later any card may be led, and the "
         "trick's winner leads. Follow suit; if void, trump.",
         Seed("Первый выход делает объявивший игру. Масть карты, с которой он ходит, — козырь. В дальнейшем игрок "
              "может ходить с любой карты. Последующий выход принадлежит игроку, взявшему взятку. На выхоженную "
              "карту игроки обязаны класть карту той же масти, при отсутствии — козыря",
              "The declarer leads first; the suit he leads is trumps. Afterwards any card may be led; the trick's "
              "winner leads. Follow suit; if void, play a trump")),
    Rule("Нет ни масти, ни козыря — любую карту.", "With neither the suit nor a trump, any card.",
         Reading("первоисточник не говорит; другой карты у игрока нет", "the original does not say; the player has nothing else")),
    Rule("Играют, пока объявивший не возьмёт заявленное.", "Play goes on until the declarer has his tricks.",
         Seed("игра ют до того момента, пока он не возьмет назначенное количество",
              "play goes on until he has taken the number bid")),
    Rule("Игра кончается и тогда, когда объявивший уже не может взять заявленное.",
         "Play also stops once the declarer can no longer make his bid.",
         Reading("дальше играть не о чем: исход сдачи решён", "nothing is left to play for: the deal is decided")),
    Rule("Взял заявленное (k) — каждый платит ему по k ставок (по 10 коп. за «три» — по 30). Не взял — он "
         "платит каждому по k ставок и столько же кладёт в клад (заявил 5, взял одну — по 50 каждому и 50 в "
         "клад).",
         "Made his bid (k): each pays him k stakes (at 10 kopecks, «three» makes 30 each). Failed: he pays "
         "each k stakes and as much into the hoard (bid 5, took one: 50 to each and 50 into the hoard).",
         Seed("каждый платит сыгравшему по 30 коп. Если игрок не взял объявленного, то он платит каждому по 30 коп. "
              "и отдельно вносит такую же сумму в «клад Наполеона». Или, к примеру, объявлено 5 , а взята одна "
              "взятка, то игрок платит каждому по 50 копеек и 50 кладет в «клад Наполеона»",
              "each pays the declarer 30 kopecks. If he fails he pays each 30 and puts as much into the hoard; "
              "bid 5 and took one: 50 to each and 50 into the hoard")),
    Rule("Клад достаётся тому, кто объявил пять «на Наполеона» и взял их.",
         "The hoard goes to the one who bid five «on Napoleon» and made them.",
         Seed("«Клад Наполеона» достается игроку, объявившему пять и отдельно заявившему, что он идет на "
              "«Наполеона»",
              "The hoard goes to the player who bid five and declared besides that he goes «on Napoleon»")),
    Rule("Не взял «Наполеона» — кроме обычной платы, клад удваивается: он докладывает в клад столько, сколько "
         "там есть.",
         "A failed «Napoleon»: besides the usual payments the hoard doubles: he adds as much as it holds.",
         Seed("кроме суммы, которая там в этот момент имеется, он выплачивает сумму, равную «кладу Наполеона» … "
              "Таким образом «клад Наполеона» удваивается",
              "besides the sum it holds at that moment, he pays a sum equal to the hoard … so the hoard doubles")),
    Rule("Первоисточник говорит и «выплачивает … всем остальным игрокам»: по настройке «Проигранный «Наполеон»» он "
         "платит каждому сумму клада.",
         "The original also says «pays … to all the other players»: with the option «A failed Napoleon» he pays "
         "each the hoard's worth.",
         Reading("фраза первоисточника противоречит себе (платит остальным — и клад удваивается); по умолчанию — её вывод, "
                 "«клад удваивается»",
                 "the original's sentence contradicts itself (pays the others — and the hoard doubles); the default "
                 "is its conclusion, «the hoard doubles»")),
    Rule("Сдающим становится сидящий по левую руку от прежнего.", "The deal passes to the left.",
         Seed("После каждого розыгрыша сдающим становится игрок, сидящий по левую руку от предыдущего",
              "After each deal the player on the previous dealer's left deals")),
    Rule("Игра длится несколько кругов сдач (настройка «Кругов сдач»); у каждого в начале по 100 фишек "
         "(настройка); что останется в кладе в конце, делится поровну между сидящими за столом.",
         "The game lasts some rounds of deals (option «Rounds of deals»); each starts with 100 chips (an "
         "option); the hoard left at the end is shared equally among those at the table.",
         Reading("первоисточник не говорит, когда игра кончается; на деньги играют, пока не надоест, а программе нужен "
                 "конец и нулевая сумма",
                 "the original does not say when the game ends; for money one plays until one stops, a program "
                 "needs an end and a zero sum")),
    Rule("Кому нечем заплатить сполна, тот отдаёт, что есть — сначала игрокам по очереди слева от себя, клад "
         "последним, — и в записи сказано, сколько он недодал. Кто не может внести в клад взнос за сдачу, "
         "выходит из-за стола; когда за столом остаётся один, игра кончается, и клад его.",
         "Who cannot pay in full pays what he has — the players in turn from his left, the hoard last — and "
         "the log says what he fell short. Who cannot pay the ante for a deal leaves the table; when one is "
         "left the game ends and the hoard is his.",
         Reading("первоисточник играет на деньги и о нехватке молчит; в программе фишки кончаются, а в долг играть — "
                 "значит отрицательные стопки; как в других играх на фишки (Лентюрлю, Шиф), проигравшийся "
                 "выходит",
                 "the original plays for money and is silent on running short; in the program chips run out, and "
                 "credit would mean negative stacks; as in the other chip games (Lenturlu, Shif), a player who "
                 "is cleaned out leaves")),
)
