mod map;
mod skills;
