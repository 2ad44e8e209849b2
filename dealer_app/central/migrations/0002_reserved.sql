-- Version 2 is the floor station's (the `board` branch: room board and hand search). This file only keeps the
-- versions numbered without a gap on the reports branch; at the merge the board's 0002 replaces it.
SELECT 1;
