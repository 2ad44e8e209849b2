<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>ActionPad</name>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>½ Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet to {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise to {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TO ACT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amount to bet or raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sets the amount to all-in; key A goes all-in at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: F fold · C check/call · R bet/raise · A all-in · Enter in the amount: raise · Space deal a card · D deal to action · S show hands · N new hand · Ctrl+Z undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} (all-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adds {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player is to act now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot bet now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot raise now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Betting opens when the cards are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAXIMUM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no betting now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check / Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet / Raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} · {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to call {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pot {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stack {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in front {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{structure} MAXIMUM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum: {action} (adds {amount})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only call or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlertBar</name>
    <message>
        <source>CARD ALERT — {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} more
waiting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Alerts</name>
    <message>
        <source>Resolve the card alert first: {alert}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the shoe to deal the card asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the shoe: {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {card} from the shoe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card was taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last thing done was not a card: only the last card can be corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected {card}: entered by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card alert resolved: {choice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} is not a card: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a burn card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registered deck {deck}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any registered deck (no deck is registered at this table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag {tag} is not in {where}: a card of another deck? Take it out and reject it, or enter the card it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject (not dealt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shoe could not read the card that went out: enter it by hand, or reject the read if no card was dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject (no card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand ({where}). Reject this read if the card was passed again; enter the right card if the read was wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject (ignore this read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the right card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} came out while the players are betting: no card is expected now. Keep it as the next card of the deal, or reject it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep for the next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is one card more than the deal needs: the board is complete. It is not dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is one card more than the deal needs: the hand is over. It is not dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a card, like As, 10d or K♥.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card is expected now: the players are betting ({card} not dealt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal needs no more cards ({card} not dealt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand ({where}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card read(s) did not reach the console. Check the cards on the table against the screen: enter a missing card by hand, or carry on if none is missing.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the missing card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shoe restarted during the deal: a card it read just before may not have arrived. Check the cards on the table against the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no alert to resolve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a choice here: {choices}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the card first (like As, 10d or K♥), then press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Betting</name>
    <message>
        <source>bet to {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise to {total}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <source>card to enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last card was misread: replace it with the card typed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>card name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat}, hole card {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player {player}, hole card {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flop {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>river</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>No card is expected now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt {card} (entered by hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: practice deck (shoe simulator not connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot raise: not enough chips — call all-in or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raising is closed: the all-in since this player acted was less than a full raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raising is closed: every other player is all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raising is closed: the cap is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player is to act now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is not over yet: finish it (or undo) before a new hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer than two players have chips: no new hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {hand}: button on seat {seat}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card is expected now: {who} is to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is complete: show the hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over: start a new hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Dealt %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No player is to act now: {prompt}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the amount to bet to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the amount to raise to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown action {kind}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No showdown now: {prompt}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} cannot show: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands shown; pots awarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card alert: choose below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showdown: show the hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand over: start a new hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot {number} {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot} (rake {rake})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot}: {winners}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result} — {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{result}; low {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} uncalled, returned to {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player has no chips left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in ({all_in}) is above the pot limit: the most is {most}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-in is not possible now: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raising is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} calls {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} bets to {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} raises to {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} (all-in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last card dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Floor</name>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misdeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A supervisor must sign in first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last hands, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on {day}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands with {criteria}, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand with {criteria} (a player&apos;s full name, in any case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} cannot be shown: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} cannot be replayed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown export format {format}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} cannot be exported: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} cannot be written: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} saved as {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{saved}. WARNING: this hand&apos;s record does not match its hashes; the document says so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {what} is a whole number from 1, not &quot;{text}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A date is written 2026-11-22 or 22/11/2026, not &quot;{text}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is locked out after too many wrong PINs, until {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown supervisor id or wrong PIN: %n attempt(s) left before a lock-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown supervisor id or wrong PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No supervisor is set up: add one with &apos;dealer-app supervisor add ID&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · table {table} · {game} {structure} {small}/{big}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WITHDRAWN by the correction at event {seq}, authorised by {who}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pot} {amount}: {shares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} (rake {rake})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four {ranks}</source>
        <comment>hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ranks} full of {ranks2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three {ranks}</source>
        <comment>hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair, {ranks} and {ranks2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pair {of_ranks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight flush, {rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}-high flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}-high straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyButton</name>
    <message>
        <source>key: {key}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check or call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal to action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language of the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is not possible now: {prompt}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} · Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next card: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next card: none expected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PotLimit</name>
    <message>
        <source>the pot, {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sum}, rounded up to {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sum}, {total} in whole {unit}-chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sum}; all-in is {total}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>{who} cannot check: {to_call} to call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing for {who} to call: check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {action} is not above the {current} already bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} has not enough chips for {action}: the most is {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in limit it is {action} exactly, not {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is above the pot limit: the most is {most} ({arithmetic})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is below the minimum: {least}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{got} is not a whole number of {unit}-chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} has not enough chips to raise: call all-in or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} already acted and the all-in since was less than a full raise: call or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every other player is all-in: {who} may only call or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the betting is capped at a bet and {cap} raises: call or fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was already dealt in this hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Source</name>
    <message>
        <source>cards: shoe · connecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: shoe {device} · connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: shoe · reconnecting (attempt {attempt})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: shoe · not answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: shoe · {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: shoe · {state}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Streets</name>
    <message>
        <source>Pre-flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>no card yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SEAT {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUTTON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SB</source>
        <comment>small blind marker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BB</source>
        <comment>big blind marker</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in</source>
        <comment>seat status</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TO ACT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MUCKED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SITTING OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WINS {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>NEXT CARD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat}, {name}, stack {stack}, {status}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer button</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {seat} has {amount} in front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HAND {number} · {street}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POT {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bets in front: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Pot Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Omaha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Omaha Hi-Lo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5-card Omaha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big O (5-card Omaha Hi-Lo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6-card Omaha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Courchevel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Courchevel Hi-Lo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texas Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{first} or {second}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
