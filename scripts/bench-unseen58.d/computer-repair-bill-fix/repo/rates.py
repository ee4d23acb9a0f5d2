"""Our computer repair charges."""

HALF_HOUR = 27.50           # labour, per half hour or part of one
PARTS_MARKUP = 0.15         # on what the part cost us
DIAGNOSTIC_FEE = 30.00      # only charged if they don't go ahead with the repair
DATA_RECOVERY = 60.00
COLLECTION = 15.00          # we collect from home or the office
