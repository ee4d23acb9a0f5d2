"""Price list for TV aerial and satellite work."""

AERIAL_FIT = 95.00          # new digital aerial, fitted on the existing bracket
NEW_BRACKET = 30.00         # chimney lashing or wall bracket if the old one's rotten
DISH_FIT = 120.00           # satellite dish supplied, fitted and lined up
EXTRA_POINT = 35.00         # each extra TV point in the house
SURVEY = 45.00              # signal survey, knocked off if they go ahead
HIGH_ROOF_EXTRA = 40.00     # three storeys or more - needs the long ladders
