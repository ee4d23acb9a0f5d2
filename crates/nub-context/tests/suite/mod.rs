mod escaped_breaks;
mod map;
mod skills;
mod syntax_check;
