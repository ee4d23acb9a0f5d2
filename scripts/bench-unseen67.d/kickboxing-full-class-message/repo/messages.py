"""Wording shown on the class booking screen at Strikezone Kickboxing."""

BOOKED = "You're booked in for {klass} at {time}. See you on the mats!"
CLASS_FULL = "Class full."
ALREADY_BOOKED = "You're already booked on this class."
MEMBERS_ONLY = "This class is for members only. Ask at reception about joining."
