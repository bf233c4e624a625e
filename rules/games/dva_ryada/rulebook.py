"""The two-row game's F1 rules (catalogue C2; seed 001, heading lost), rule by rule with sources.

The seed gives the game whole but for its name and one sum that does not add up: rows of
eight and hands of six need 44 cards of a 36-card pack (catalogue E22).
"""
from __future__ import annotations

from ...rulebook import Reading, Rule, Seed

RULEBOOK = (
    Rule("«Два ряда» — название наше: заголовок игры в первоисточнике утрачен.",
         "«Two Rows» is our name: the game's heading is lost from the original.",
         Reading("в первоисточнике текст игры начинается без названия («Простая, но в то же время приятная и увлекательная "
                 "игра»); называем её по раскладу",
                 "the original's text begins without a name («a simple yet pleasant and absorbing game»); we name it "
                 "after its layout")),
    Rule("Игроков двое, колода 36 карт.", "Two players, a 36-card pack.",
         Seed("Игроков двое. Колода — 36 листов", "Two players. The pack is 36 cards")),
    Rule("Сдающий кладёт перед противником и перед собой ряд карт рубашкой вверх, на каждую — карту лицом "
         "вверх (второй ряд), затем сдаёт по одной по 6 карт на руки, противнику первому. В руки берут только "
         "эти карты; ряды лежат на столе до своего хода.",
         "The dealer lays a row of cards face down before his opponent and before himself, a face-up card on "
         "each (the second row), then deals six cards to each hand one at a time, the opponent first. Only "
         "these are taken up; the rows stay on the table until played.",
         Seed("Сдающий рубашкой вверх кладет в ряд по восемь карт перед противником и перед собой. Затем на каждую "
              "карту нижнего ряда кладется по одной карте рубашкой вниз, что составляет второй ряд. После этого "
              "сдающий сдает по 6 карт своему противнику и себе. Только эти карты поднимаются каждым из игроков и "
              "держатся в руках. Карты первого и второго ряда лежат на столе до их хода. Сдают по одной карте "
              "(противнику, себе, противнику, себе и т. д.)",
              "The dealer lays eight cards face down in a row before his opponent and before himself; on each a "
              "card face up, the second row. Then he deals 6 cards to his opponent and himself. Only these are "
              "picked up; the rows lie on the table until played. One card at a time (opponent, self, …)")),
    Rule("В ряду по 6 карт, а не по 8 (настройка «Карт в ряду»: по 8 — с колодой в 52 карты, 8 карт не сдаются).",
         "Six cards a row, not eight (option «Cards in a row»: eight with a 52-card pack, 8 cards undealt).",
         Reading("8 + 8 в рядах и 6 на руках — 22 карты каждому, 44 на двоих, а в колоде 36; по 6 в ряду выходит "
                 "ровно 36",
                 "8 + 8 in the rows and 6 in hand make 22 each, 44 for two, but the pack has 36; six a row makes "
                 "exactly 36")),
    Rule("Первым ходит противник сдающего, дальше — взявший взятку.",
         "The dealer's opponent leads first, then the trick's winner.",
         Seed("Первым ходит противник, затем — взявший взятку", "The opponent leads first, then the trick's winner")),
    Rule("Ходить можно картой с руки или любой открытой картой своего ряда; когда она сыграна, карта под ней "
         "переворачивается.",
         "One may play a card from the hand or any face-up card of one's row; once it is played, the card "
         "beneath is turned up.",
         Seed("Игрок имеет право пойти как картой, имеющейся у него на руках, Так и любой другой, лежащей в верхнем "
              "ряду. После того, как верхняя карта сыграна, игрок переворачивает нижнюю карту",
              "A player may play a card from his hand or any card of his upper row. Once an upper card is "
              "played, he turns up the card beneath")),
    Rule("Открытая карта идёт в игру наравне с открытыми картами ряда — с следующего хода, а не сразу в ту же "
         "взятку.",
         "The card turned up joins the face-up row — playable from the next turn, not at once in the same "
         "trick.",
         Reading("первоисточник: «переворачивает нижнюю карту и играет ею» — читаем «ею можно играть дальше»: в одной "
                 "взятке у игрока одна карта",
                 "the original: «turns up the lower card and plays it» — read as «it may be played from then on»: a "
                 "player lays one card to a trick")),
    Rule("На выхоженную карту кладут карту той же масти, при её отсутствии — любую. Козырей нет.",
         "Follow the suit led; if void, any card. No trumps.",
         Seed("На выхоженную карту нужно класть карту той же масти, при отсутствии — любую",
              "On the card led one must lay a card of its suit, if none — any")),
    Rule("Масть считается по руке и открытым картам ряда вместе: есть масть в открытом ряду — надо класть её.",
         "The suit is counted over the hand and the face-up row together: holding the suit in the row, one "
         "must lay it.",
         Reading("первоисточник не различает, откуда карта: ряд — такая же «рука», только открытая",
                 "the original makes no difference where a card lies: the row is a hand, only face up")),
    Rule("После розыгрыша у кого больше взяток, тот записывает разницу.",
         "After the play the player with more tricks scores the difference.",
         Seed("После розыгрыша подсчитывают взятки. Разница в их количестве составляет выигрыш того, у кого их "
              "больше",
              "After the play the tricks are counted; the difference is the gain of the one who has more")),
    Rule("Играют до оговорённого числа очков — например до 21 (настройка «Игра до»); сдают по очереди.",
         "Play to an agreed score — e.g. 21 (option «Play to»); the players deal in turn.",
         Seed("Перед началом игры договариваются о количестве очков, необходимом для завершения партии. Например, "
              "игра до 21 очка. Сдача производится каждым игроком по очереди",
              "Before play the score that ends the game is agreed, e.g. 21. The players deal in turn")),
    Rule("Партия кончается после сдачи, в которой кто-то набрал это число; при равенстве очков играют дальше.",
         "The game ends after the deal in which someone reaches that score; with the scores level play goes on.",
         Reading("первоисточник не говорит, как быть при равном счёте; у партии должен быть победитель",
                 "the original does not say what a level score does; a game needs a winner")),
)
