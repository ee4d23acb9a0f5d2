mod dropped_used;
mod escaped_breaks;
mod indented_lines;
mod map;
mod skills;
mod syntax_check;
