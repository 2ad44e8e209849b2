<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Alarm</name>
    <message numerus="yes">
        <source>%n alarm(s) open</source>
        <translation>
            <numerusform>%n alarm open</numerusform>
            <numerusform>%n alarms open</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Alerts</name>
    <message numerus="yes">
        <source>%n card read(s) did not reach the console. Check the cards on the table against the screen: enter a missing card by hand, or carry on if none is missing.</source>
        <translation>
            <numerusform>%n card read did not reach the console. Check the cards on the table against the screen: enter a missing card by hand, or carry on if none is missing.</numerusform>
            <numerusform>%n card reads did not reach the console. Check the cards on the table against the screen: enter a missing card by hand, or carry on if none is missing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Central</name>
    <message numerus="yes">
        <source>central: offline since {time} — %n hand(s) waiting</source>
        <translation>
            <numerusform>central: offline since {time} — %n hand waiting</numerusform>
            <numerusform>central: offline since {time} — %n hands waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>central: synced through hand {hand} — %n hand(s) waiting</source>
        <translation>
            <numerusform>central: synced through hand {hand} — %n hand waiting</numerusform>
            <numerusform>central: synced through hand {hand} — %n hands waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Record behind the room&apos;s: %n hand(s) dealt here refused by the central record ({hands}), kept at this table. Call the floor.</source>
        <translation>
            <numerusform>Record behind the room&apos;s: %n hand dealt here refused by the central record ({hands}), kept at this table. Call the floor.</numerusform>
            <numerusform>Record behind the room&apos;s: %n hands dealt here refused by the central record ({hands}), kept at this table. Call the floor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>REFUSED: %n hand(s) dealt at the table ({hands}, rake {rake}), not in the room&apos;s record</source>
        <translation>
            <numerusform>REFUSED: %n hand dealt at the table ({hands}, rake {rake}), not in the room&apos;s record</numerusform>
            <numerusform>REFUSED: %n hands dealt at the table ({hands}, rake {rake}), not in the room&apos;s record</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CentralReport</name>
    <message numerus="yes">
        <source>the day {day} is not closed: %n alarm(s) open; a supervisor acknowledges each (dealer-app central alarm ack), then print the register again</source>
        <translation>
            <numerusform>the day {day} is not closed: %n alarm open; a supervisor acknowledges each (dealer-app central alarm ack), then print the register again</numerusform>
            <numerusform>the day {day} is not closed: %n alarms open; a supervisor acknowledges each (dealer-app central alarm ack), then print the register again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the day {day} is not closed for %n table store(s): sign a checkpoint after the day&apos;s end (dealer-app central checkpoint), then print the register again</source>
        <translation>
            <numerusform>the day {day} is not closed for %n table store: sign a checkpoint after the day&apos;s end (dealer-app central checkpoint), then print the register again</numerusform>
            <numerusform>the day {day} is not closed for %n table stores: sign a checkpoint after the day&apos;s end (dealer-app central checkpoint), then print the register again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Alarm {id}, {where}: {kind}{at}, {first} to {last}, %n time(s): {state}</source>
        <translation>
            <numerusform>Alarm {id}, {where}: {kind}{at}, {first} to {last}, %n time: {state}</numerusform>
            <numerusform>Alarm {id}, {where}: {kind}{at}, {first} to {last}, %n times: {state}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): NOT CLOSED, %n alarm(s) open: a supervisor acknowledges each with a reason</source>
        <translation>
            <numerusform>Table {table} (store {store}): NOT CLOSED, %n alarm open: a supervisor acknowledges each with a reason</numerusform>
            <numerusform>Table {table} (store {store}): NOT CLOSED, %n alarms open: a supervisor acknowledges each with a reason</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): refused by the central record and in no total above: %n hand(s){span}, rake {rake}, pots {pots}; kept for the floor</source>
        <translation>
            <numerusform>Table {table} (store {store}): refused by the central record and in no total above: %n hand{span}, rake {rake}, pots {pots}; kept for the floor</numerusform>
            <numerusform>Table {table} (store {store}): refused by the central record and in no total above: %n hands{span}, rake {rake}, pots {pots}; kept for the floor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Signatures checked with the floor&apos;s public key {key}, but %n alarm(s) open: the day is not closed</source>
        <translation>
            <numerusform>Signatures checked with the floor&apos;s public key {key}, but %n alarm open: the day is not closed</numerusform>
            <numerusform>Signatures checked with the floor&apos;s public key {key}, but %n alarms open: the day is not closed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(!) {row}: the table&apos;s clock jumped %n time(s) within these hands (set back or ahead): its hours dealt and hands per hour are not to be trusted</source>
        <translation>
            <numerusform>(!) {row}: the table&apos;s clock jumped %n time within these hands (set back or ahead): its hours dealt and hands per hour are not to be trusted</numerusform>
            <numerusform>(!) {row}: the table&apos;s clock jumped %n times within these hands (set back or ahead): its hours dealt and hands per hour are not to be trusted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {table} (store {store}): NOT CLOSED, %n figure(s) or event(s) of the central base do not match the signed events</source>
        <translation>
            <numerusform>Table {table} (store {store}): NOT CLOSED, %n figure or event of the central base does not match the signed events</numerusform>
            <numerusform>Table {table} (store {store}): NOT CLOSED, %n figures or events of the central base do not match the signed events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Signatures checked with the floor&apos;s public key {key}, but %n figure(s) or event(s) do not match the signed events: the day is NOT verified</source>
        <translation>
            <numerusform>Signatures checked with the floor&apos;s public key {key}, but %n figure or event does not match the signed events: the day is NOT verified</numerusform>
            <numerusform>Signatures checked with the floor&apos;s public key {key}, but %n figures or events do not match the signed events: the day is NOT verified</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message numerus="yes">
        <source>Dealt %n card(s).</source>
        <translation>
            <numerusform>Dealt %n card.</numerusform>
            <numerusform>Dealt %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Floor</name>
    <message numerus="yes">
        <source>Record DAMAGED, %n problem(s): {problem}</source>
        <translation>
            <numerusform>Record DAMAGED, %n problem: {problem}</numerusform>
            <numerusform>Record DAMAGED, %n problems: {problem}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JackpotRoom</name>
    <message numerus="yes">
        <source>{day} table {table}: {amount} over %n hand(s), of which {back} taken back by a correction</source>
        <translation>
            <numerusform>{day} table {table}: {amount} over %n hand, of which {back} taken back by a correction</numerusform>
            <numerusform>{day} table {table}: {amount} over %n hands, of which {back} taken back by a correction</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{day} table {table}: {amount} over %n hand(s)</source>
        <translation>
            <numerusform>{day} table {table}: {amount} over %n hand</numerusform>
            <numerusform>{day} table {table}: {amount} over %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message numerus="yes">
        <source>two players are needed to deal a hand, and %n is seated: seat the players first (Seating, F3: add them, then draw the seats)</source>
        <translation>
            <numerusform>two players are needed to deal a hand, and %n is seated: seat the players first (Seating, F3: add them, then draw the seats)</numerusform>
            <numerusform>two players are needed to deal a hand, and %n are seated: seat the players first (Seating, F3: add them, then draw the seats)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message numerus="yes">
        <source>hand {number} starts: {game} {structure} {small}/{big}, %n player(s)</source>
        <translation>
            <numerusform>hand {number} starts: {game} {structure} {small}/{big}, %n player</numerusform>
            <numerusform>hand {number} starts: {game} {structure} {small}/{big}, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CORRECTION authorised by {by}: %n input(s) withdrawn (events {events}); reason: {reason}</source>
        <translation>
            <numerusform>CORRECTION authorised by {by}: %n input withdrawn (events {events}); reason: {reason}</numerusform>
            <numerusform>CORRECTION authorised by {by}: %n inputs withdrawn (events {events}); reason: {reason}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n bookkeeping line(s) of the record not listed here (the floor replay shows them on demand)</source>
        <translation>
            <numerusform>%n bookkeeping line of the record not listed here (the floor replay shows it on demand)</numerusform>
            <numerusform>%n bookkeeping lines of the record not listed here (the floor replay shows them on demand)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatingPanel</name>
    <message numerus="yes">
        <source>%n player(s) wait for the draw: draw the seats first, then deal the next hand.</source>
        <translation>
            <numerusform>%n player waits for the draw: draw the seats first, then deal the next hand.</numerusform>
            <numerusform>%n players wait for the draw: draw the seats first, then deal the next hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SitOut</name>
    <message numerus="yes">
        <source>Choose %n player(s) to sit out, among those to be dealt in.</source>
        <translation>
            <numerusform>Choose %n player to sit out, among those to be dealt in.</numerusform>
            <numerusform>Choose %n players to sit out, among those to be dealt in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{most} players at most: choose %n to sit out (N)</source>
        <translation>
            <numerusform>{most} players at most: choose %n to sit out (N)</numerusform>
            <numerusform>{most} players at most: choose %n to sit out (N)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out (N)</source>
        <translation>
            <numerusform>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out (N)</numerusform>
            <numerusform>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out (N)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SitOutDialog</name>
    <message numerus="yes">
        <source>Choose %n player(s) to sit out.</source>
        <translation>
            <numerusform>Choose %n player to sit out.</numerusform>
            <numerusform>Choose %n players to sit out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more to choose.</source>
        <translation>
            <numerusform>%n more to choose.</numerusform>
            <numerusform>%n more to choose.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out.</source>
        <translation>
            <numerusform>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out.</numerusform>
            <numerusform>{game} is dealt to {most} players at most and {players} are to be dealt in: choose %n to sit out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Station</name>
    <message numerus="yes">
        <source>{heading}: only the first %n hand(s) shown, there are more — narrow the search</source>
        <translation>
            <numerusform>{heading}: only the first %n hand shown, there are more — narrow the search</numerusform>
            <numerusform>{heading}: only the first %n hands shown, there are more — narrow the search</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CONFLICT: %n other console(s) claim this table</source>
        <translation>
            <numerusform>CONFLICT: %n other console claims this table</numerusform>
            <numerusform>CONFLICT: %n other consoles claim this table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) — live, updated {time}</source>
        <translation>
            <numerusform>%n table — live, updated {time}</numerusform>
            <numerusform>%n tables — live, updated {time}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoreInUse</name>
    <message numerus="yes">
        <source>Tried %n time(s); trying again every second.</source>
        <translation>
            <numerusform>Tried %n time; trying again every second.</numerusform>
            <numerusform>Tried %n times; trying again every second.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Supervisor</name>
    <message numerus="yes">
        <source>unknown supervisor id or wrong PIN (%n attempt(s) left before a lock-out)</source>
        <translation>
            <numerusform>unknown supervisor id or wrong PIN (%n attempt left before a lock-out)</numerusform>
            <numerusform>unknown supervisor id or wrong PIN (%n attempts left before a lock-out)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
