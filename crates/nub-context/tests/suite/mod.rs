mod map;
mod skills;
mod syntax_check;
